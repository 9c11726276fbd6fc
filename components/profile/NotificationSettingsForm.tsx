'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { useApi } from '@/components/providers/AppProviders';
import { useSnackbar } from '@/components/providers/snackbar';
import { FormAlert } from '@/components/ui/FormAlert';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { useApiForm } from '@/components/ui/useApiForm';
import { notificationKeys, notificationSettingsSchema, type NotificationSettings } from '@/lib/validation/profile';

/** The five e-mail notifications of spec section 3 as switches, saved together. */
export function NotificationSettingsForm({ initial }: { initial: NotificationSettings }) {
  const t = useTranslations('settings');
  const api = useApi();
  const snackbar = useSnackbar();
  const router = useRouter();
  const form = useForm<NotificationSettings>({ resolver: zodResolver(notificationSettingsSchema), defaultValues: initial });
  const { onSubmit, formError } = useApiForm(form, async (values) => {
    const saved = await api.call('notificationSettings', { body: values });
    form.reset(saved);
    snackbar.success(t('notificationsSaved'));
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="notification-settings">
      <FormAlert message={formError} />
      <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
        {notificationKeys.map((key) => (
          <li key={key}>
            <label className="flex cursor-pointer items-center justify-between gap-4 py-3">
              <span>{t(key)}</span>
              <input type="checkbox" role="switch" className="peer sr-only" {...form.register(key)} />
              <span
                aria-hidden="true"
                className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors peer-checked:bg-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 after:absolute after:top-0.5 after:left-0.5 after:h-5 after:w-5 after:rounded-full after:bg-white after:transition-transform peer-checked:after:translate-x-5 dark:bg-slate-700"
              />
            </label>
          </li>
        ))}
      </ul>
      <div className="max-w-xs">
        <SubmitButton busy={form.formState.isSubmitting} busyLabel={t('saving')}>
          {t('save')}
        </SubmitButton>
      </div>
    </form>
  );
}
