import { getTranslations } from 'next-intl/server';
import { AppPage } from '@/components/frame/AppPage';
import { linkClass } from '@/components/inbox/InboxLists';
import { LocalLink } from '@/components/ui/LocalLink';
import type { ProfileBoxView } from '@/lib/views/mailbox';
import { routePath } from '@/lib/routes';

/** /Profilebox: who the customer is to us at a glance, with the way to their profile and messages. */
export async function ProfileBox({ view }: { view: ProfileBoxView }) {
  const t = await getTranslations();
  const facts: [string, string, string][] = [
    [t('mailbox.profile.email'), view.email, 'profile-email'],
    [t('mailbox.profile.level'), t('mailbox.profile.levelValue', { level: view.level }), 'profile-level'],
    [t('mailbox.profile.plan'), t(`plans.${view.plan}`), 'profile-plan'],
    [t('mailbox.profile.support'), t(`mailbox.profile.tiers.${view.supportTier}`), 'profile-support'],
    [t('mailbox.profile.unread'), String(view.unreadMessages), 'profile-unread'],
  ];
  return (
    <AppPage title={t('mailbox.profile.title')} intro={t('mailbox.profile.intro')}>
      <section className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800" aria-labelledby="profile-name">
        <div className="flex flex-wrap items-center gap-4">
          {view.pictureUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- the picture is the signed-in user's own, served privately by the API; next/image's optimizer would fetch it without the session
            <img
              src={view.pictureUrl}
              alt={t('mailbox.profile.pictureAlt')}
              width={64}
              height={64}
              className="h-16 w-16 rounded-full object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="grid h-16 w-16 place-items-center rounded-full bg-brand-700 text-xl font-bold text-white"
              data-testid="profile-initials"
            >
              {view.initials}
            </span>
          )}
          <h2 id="profile-name" className="min-w-0 text-xl font-semibold break-words">
            {view.fullName}
          </h2>
        </div>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          {facts.map(([label, value, testId]) => (
            <div key={testId} className="contents">
              <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="break-words" data-testid={testId}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <nav aria-label={t('mailbox.profile.links')} className="flex flex-wrap gap-4">
        <LocalLink href={routePath('editProfile')} className={linkClass}>
          {t('mailbox.profile.editProfile')}
        </LocalLink>
        <LocalLink href={routePath('message')} className={linkClass}>
          {t('mailbox.overviewTitle')}
        </LocalLink>
        <LocalLink href={routePath('messages')} className={linkClass}>
          {t('mailbox.profile.notifications')}
        </LocalLink>
      </nav>
    </AppPage>
  );
}
