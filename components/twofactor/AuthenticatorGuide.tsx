import { getTranslations } from 'next-intl/server';
import { LocalLink } from '@/components/ui/LocalLink';
import { primaryActionClass } from '@/components/ui/styles';
import { routePath } from '@/lib/routes';

/**
 * /googleauthenticator: the authenticator guide of spec section 2 for a migrated customer who is not signed in yet.
 * Such an account must set up an authenticator before anything else (the forced security step), so this says what to
 * have ready; the QR code itself is shown on /TwoSecurity once signed in, never here.
 */
export async function AuthenticatorGuide() {
  const t = await getTranslations('twoFactor');
  const steps = [
    [t('step1Title'), t('step1Body')],
    [t('guideSignInTitle'), t('guideSignInBody')],
    [t('step2Title'), t('step2Body')],
    [t('step3Title'), t('step3Body')],
  ] as const;
  return (
    <section className="flex flex-col gap-4" aria-labelledby="authenticator-guide-title">
      <h1 id="authenticator-guide-title" className="text-2xl font-bold">
        {t('guideTitle')}
      </h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('guideIntro')}</p>
      <ol className="flex flex-col gap-3" data-testid="authenticator-guide">
        {steps.map(([title, body], index) => (
          <li key={title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h2 className="font-semibold">{title}</h2>
              <p className="text-sm text-slate-600 dark:text-slate-400">{body}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('guideLostPhone', { link: t('forgot') })}</p>
      <LocalLink href={routePath('login')} className={`text-center ${primaryActionClass}`}>
        {t('guideSignIn')}
      </LocalLink>
    </section>
  );
}
