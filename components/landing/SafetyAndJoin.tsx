import { getTranslations } from 'next-intl/server';
import { PageLink } from '@/components/ui/PageLink';
import { routePath } from '@/lib/routes';
import { PRIMARY_ACTION, SECONDARY_ACTION } from './styles';

/** The closing pair: how we never contact customers (with the fraud report) and the way in. */
export async function SafetyAndJoin() {
  const t = await getTranslations('pages.landing');
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section
        aria-labelledby="safety-title"
        className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="safety-title" className="text-xl font-bold">
          {t('safetyTitle')}
        </h2>
        <p className="flex-1 text-slate-700 dark:text-slate-300">{t('safetyBody')}</p>
        <PageLink href={routePath('reportFraud')} className={`self-start ${SECONDARY_ACTION}`}>
          {t('safetyReport')}
        </PageLink>
      </section>
      <section aria-labelledby="join-title" className="flex flex-col gap-3 rounded-xl bg-slate-900 p-6 text-white dark:bg-slate-800">
        <h2 id="join-title" className="text-xl font-bold">
          {t('joinTitle')}
        </h2>
        <p className="flex-1 text-slate-200">{t('joinBody')}</p>
        <div className="flex flex-wrap items-center gap-4">
          <PageLink href={routePath('register')} className={PRIMARY_ACTION}>
            {t('joinCta')}
          </PageLink>
          <PageLink href={routePath('login')} className="font-semibold text-white underline underline-offset-4">
            {t('joinLogin')}
          </PageLink>
        </div>
      </section>
    </div>
  );
}
