'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApi } from '@/components/providers/AppProviders';
import { FormAlert } from '@/components/ui/FormAlert';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { useApiForm } from '@/components/ui/useApiForm';
import { lazyZodResolver } from '@/components/ui/lazyZodResolver';
import type { RegenerateRecoveryCodesInput } from '@/lib/validation/twofactor';
import { CodeField } from './CodeField';
import { RecoveryCodes } from './RecoveryCodes';

/** /TwoSecurity with 2FA on: a new set of recovery codes for a current authenticator code; the old set stops working. */
export function RegenerateRecoveryCodesForm() {
  const t = useTranslations('twoFactor');
  const api = useApi();
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useForm<RegenerateRecoveryCodesInput>({
    resolver: lazyZodResolver(() => import('@/lib/validation/twofactor').then((m) => m.regenerateRecoveryCodesSchema)),
    defaultValues: { code: '' },
  });
  const { onSubmit, fieldMessage, formError } = useApiForm(form, async (values) => {
    const answer = await api.call('twoFactorRecoveryCodes', { body: values });
    form.reset();
    setCodes(answer.recovery_codes);
  });
  const { errors, isSubmitting } = form.formState;

  if (codes) return <RecoveryCodes codes={codes} />;
  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-sm flex-col gap-4" data-testid="recovery-codes-regenerate">
      <FormAlert message={formError} />
      <CodeField error={fieldMessage(errors.code?.message)} {...form.register('code')} />
      <SubmitButton busy={isSubmitting} busyLabel={t('recoveryRegenerating')}>
        {t('recoveryRegenerate')}
      </SubmitButton>
    </form>
  );
}
