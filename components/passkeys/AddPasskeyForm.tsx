'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { useApi } from '@/components/providers/AppProviders';
import { useSnackbar } from '@/components/providers/snackbar';
import { FormAlert } from '@/components/ui/FormAlert';
import { lazyZodResolver } from '@/components/ui/lazyZodResolver';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { useApiForm } from '@/components/ui/useApiForm';
import type { PasskeyFormInput } from '@/lib/validation/passkeys';
import { usePasskeyCeremony } from './usePasskeyCeremony';

/** Adding a passkey: its name and the password, then the browser's own dialog creates it. */
export function AddPasskeyForm() {
  const t = useTranslations('passkeys');
  const api = useApi();
  const snackbar = useSnackbar();
  const router = useRouter();
  const ceremony = usePasskeyCeremony();
  const form = useForm<PasskeyFormInput>({
    resolver: lazyZodResolver(() => import('@/lib/validation/passkeys').then((m) => m.passkeyFormSchema)),
    defaultValues: { name: '', password: '' },
  });
  const { onSubmit, fieldMessage, formError } = useApiForm(form, async ({ name, password }) => {
    const options = await api.call('passkeyRegisterOptions', { body: { password } });
    const credential = await ceremony.create(options);
    await api.call('passkeyRegister', { body: { name, credential } });
    snackbar.success(t('addedNotice'));
    form.reset();
    router.refresh();
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-sm flex-col gap-4" data-testid="passkey-add">
      <FormAlert message={formError} />
      <TextField
        label={t('name')}
        autoComplete="off"
        maxLength={60}
        error={fieldMessage(errors.name?.message)}
        {...form.register('name')}
      />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        error={fieldMessage(errors.password?.message)}
        {...form.register('password')}
      />
      <SubmitButton busy={isSubmitting} busyLabel={t('adding')}>
        {t('add')}
      </SubmitButton>
    </form>
  );
}
