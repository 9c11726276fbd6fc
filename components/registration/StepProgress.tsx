import { useTranslations } from 'next-intl';

/** Sign-up has three steps: the details, the e-mail code, the mobile code. */
export const REGISTRATION_STEPS = 3;

export function StepProgress({ current }: { current: number }) {
  const t = useTranslations('registration');
  return (
    <p className="text-sm font-medium text-slate-600 dark:text-slate-400" data-testid="registration-progress">
      {t('progress', { current, total: REGISTRATION_STEPS })}
    </p>
  );
}
