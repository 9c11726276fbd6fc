import { useTranslations } from 'next-intl';
import { forwardRef, type ComponentProps } from 'react';
import { TextField } from '@/components/ui/TextField';

type CodeFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'hint'>;

/**
 * The authenticator code: the numeric keypad on phones, and `one-time-code` so browsers and password
 * managers can fill it. Seven characters leave room for the "123 456" the apps display.
 */
export const CodeField = forwardRef<HTMLInputElement, CodeFieldProps>(function CodeField(props, ref) {
  const t = useTranslations('twoFactor');
  return <TextField ref={ref} label={t('code')} hint={t('codeHint')} inputMode="numeric" autoComplete="one-time-code" maxLength={7} {...props} />;
});
