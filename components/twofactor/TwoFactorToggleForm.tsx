'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApi, useLocalizedPath } from '@/components/providers/AppProviders';
import { useSnackbar } from '@/components/providers/snackbar';
import { FormAlert } from '@/components/ui/FormAlert';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { useApiForm } from '@/components/ui/useApiForm';
import { lazyZodResolver } from '@/components/ui/lazyZodResolver';
import { routePath } from '@/lib/routes';
import type { DisableTwoFactorInput } from '@/lib/validation/twofactor';
import { primaryActionClass } from '@/components/ui/styles';
import { CodeField } from './CodeField';
import { RecoveryCodes } from './RecoveryCodes';

const LABELS = {
  enable: { submit: 'enable', busy: 'enabling' },
  disable: { submit: 'disable', busy: 'disabling' },
} as const;

/**
 * Password and a current code, to turn 2FA on (step 3 of the guide; then the recovery codes, shown this once, before
 * /authenabled) or off (a recovery code in place of the code).
 */
export function TwoFactorToggleForm({ action }: { action: 'enable' | 'disable' }) {
  const t = useTranslations('twoFactor');
  const api = useApi();
  const snackbar = useSnackbar();
  const router = useRouter();
  const queryClient = useQueryClient();
  const localized = useLocalizedPath();
  const labels = LABELS[action];
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  // One shape for both: enable's schema takes the same fields, only its code must be the authenticator's.
  const form = useForm<DisableTwoFactorInput>({
    resolver: lazyZodResolver(() =>
      import('@/lib/validation/twofactor').then((m) => (action === 'enable' ? m.enableTwoFactorSchema : m.disableTwoFactorSchema)),
    ),
    defaultValues: { password: '', code: '' },
  });
  const { onSubmit, fieldMessage, formError } = useApiForm(form, async (values) => {
    if (action === 'enable') {
      const answer = await api.call('twoFactorEnable', { body: values });
      await queryClient.invalidateQueries({ queryKey: ['viewuser'] });
      // The codes are shown before /authenabled (what the next sign-in asks): the server answers them this once.
      return setRecoveryCodes(answer.recovery_codes);
    }
    await api.call('twoFactorDisable', { body: values });
    // The frame reads the forced security step from the viewuser poll: asking now shows the menu at once
    // instead of at the next poll.
    await queryClient.invalidateQueries({ queryKey: ['viewuser'] });
    snackbar.success(t('disabledNotice'));
    router.refresh();
  });
  const { errors, isSubmitting } = form.formState;

  if (recoveryCodes) {
    return (
      <div className="flex flex-col gap-4">
        <RecoveryCodes codes={recoveryCodes} />
        <button type="button" onClick={() => router.push(localized(routePath('authEnabled')))} className={primaryActionClass}>
          {t('recoveryContinue')}
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-sm flex-col gap-4" data-testid={`twofactor-${action}`}>
      <FormAlert message={formError} />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        error={fieldMessage(errors.password?.message)}
        {...form.register('password')}
      />
      <CodeField orRecoveryCode={action === 'disable'} error={fieldMessage(errors.code?.message)} {...form.register('code')} />
      <SubmitButton busy={isSubmitting} busyLabel={t(labels.busy)}>
        {t(labels.submit)}
      </SubmitButton>
    </form>
  );
}
