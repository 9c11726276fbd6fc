import { useTranslations } from 'next-intl';
import { forwardRef, type ComponentProps } from 'react';
import { OneTimeCodeField } from '@/components/ui/OneTimeCodeField';
import type { TextField } from '@/components/ui/TextField';

type CodeFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'hint'>;

/** The authenticator code, labelled as the authenticator apps call it. */
export const CodeField = forwardRef<HTMLInputElement, CodeFieldProps>(function CodeField(props, ref) {
  const t = useTranslations('twoFactor');
  return <OneTimeCodeField ref={ref} label={t('code')} hint={t('codeHint')} {...props} />;
});
