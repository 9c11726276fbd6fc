import { getTranslations } from 'next-intl/server';
import { Notice } from '@/components/recovery/Notice';
import { LocalLink } from '@/components/ui/LocalLink';
import { primaryActionClass } from '@/components/ui/styles';
import { routePath } from '@/lib/routes';

/** /authenabled: the step after switching 2FA on, saying what the next sign-in asks and what to do without the phone. */
export async function AuthEnabled() {
  const t = await getTranslations('twoFactor');
  return (
    <section className="flex flex-col gap-4" aria-labelledby="auth-enabled-title">
      <h1 id="auth-enabled-title" className="text-2xl font-bold">
        {t('enabledTitle')}
      </h1>
      <Notice testId="auth-enabled">{t('enabledNotice')}</Notice>
      <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-slate-700 dark:text-slate-300">
        <li>{t('enabledNextSignIn')}</li>
        <li>{t('enabledOthersSignedOut')}</li>
        <li>{t('enabledPasskey')}</li>
        <li>{t('enabledRecoveryCodes')}</li>
        <li>{t('enabledLostPhone', { link: t('forgot') })}</li>
      </ul>
      <LocalLink href={routePath('twoSecurity')} className={`text-center ${primaryActionClass}`}>
        {t('backToSecurity')}
      </LocalLink>
      <LocalLink href={routePath('dashboardNew')} className="text-center text-sm text-brand-700 underline dark:text-brand-400">
        {t('toDashboard')}
      </LocalLink>
    </section>
  );
}
