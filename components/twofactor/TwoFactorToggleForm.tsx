'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { useApi, useLocalizedPath } from '@/components/providers/AppProviders';
import { useSnackbar } from '@/components/providers/snackbar';
import { FormAlert } from '@/components/ui/FormAlert';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { useApiForm } from '@/components/ui/useApiForm';
import { lazyZodResolver } from '@/components/ui/lazyZodResolver';
import { routePath } from '@/lib/routes';
import type { ToggleTwoFactorInput } from '@/lib/validation/twofactor';
import { CodeField } from './CodeField';

const LABELS = {
  enable: { submit: 'enable', busy: 'enabling' },
  disable: { submit: 'disable', busy: 'disabling' },
} as const;

/** Password and a current code, to turn 2FA on (step 3 of the guide) or off. */
export function TwoFactorToggleForm({ action }: { action: 'enable' | 'disable' }) {
  const t = useTranslations('twoFactor');
  const api = useApi();
  const snackbar = useSnackbar();
  const router = useRouter();
  const queryClient = useQueryClient();
  const localized = useLocalizedPath();
  const labels = LABELS[action];
  const form = useForm<ToggleTwoFactorInput>({
    resolver: lazyZodResolver(() => import('@/lib/validation/twofactor').then((m) => m.toggleTwoFactorSchema)),
    defaultValues: { password: '', code: '' },
  });
  const { onSubmit, fieldMessage, formError } = useApiForm(form, async (values) => {
    await api.call(action === 'enable' ? 'twoFactorEnable' : 'twoFactorDisable', { body: values });
    // The frame reads the forced security step from the viewuser poll: asking now shows the menu at once
    // instead of at the next poll.
    await queryClient.invalidateQueries({ queryKey: ['viewuser'] });
    // Switching it on is a step of its own (/authenabled: what the next sign-in asks); switching it off stays here.
    if (action === 'enable') return router.push(localized(routePath('authEnabled')));
    snackbar.success(t('disabledNotice'));
    router.refresh();
  });
  const { errors, isSubmitting } = form.formState;

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
      <CodeField error={fieldMessage(errors.code?.message)} {...form.register('code')} />
      <SubmitButton busy={isSubmitting} busyLabel={t(labels.busy)}>
        {t(labels.submit)}
      </SubmitButton>
    </form>
  );
}
