import { useTranslations } from 'next-intl';
import { forwardRef, type ComponentProps } from 'react';
import { OneTimeCodeField } from '@/components/ui/OneTimeCodeField';
import type { TextField } from '@/components/ui/TextField';

type CodeFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'hint'> & {
  /** Where 2FA is on already, a recovery code ("ABCDE-12345") may stand in for the code: letters, and room for them. */
  orRecoveryCode?: boolean;
};

/** The authenticator code, labelled as the authenticator apps call it. */
export const CodeField = forwardRef<HTMLInputElement, CodeFieldProps>(function CodeField({ orRecoveryCode, ...props }, ref) {
  const t = useTranslations('twoFactor');
  if (orRecoveryCode) {
    return (
      <OneTimeCodeField ref={ref} label={t('codeOrRecovery')} hint={t('codeOrRecoveryHint')} inputMode="text" maxLength={13} {...props} />
    );
  }
  return <OneTimeCodeField ref={ref} label={t('code')} hint={t('codeHint')} {...props} />;
});
