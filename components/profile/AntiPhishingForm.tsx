'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApi } from '@/components/providers/AppProviders';
import { useSnackbar } from '@/components/providers/snackbar';
import { FormAlert } from '@/components/ui/FormAlert';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { useApiForm } from '@/components/ui/useApiForm';
import { lazyZodResolver } from '@/components/ui/lazyZodResolver';
import type { AntiPhishingInput } from '@/lib/validation/profile';

/**
 * The code shown masked until revealed (someone looking over the shoulder must not learn what genuine
 * e-mails carry), and one form to set, change or, sent empty, remove it.
 */
export function AntiPhishingForm({ current }: { current: string | null }) {
  const t = useTranslations('settings');
  const api = useApi();
  const snackbar = useSnackbar();
  const router = useRouter();
  const [revealed, setRevealed] = useState(false);
  const form = useForm<AntiPhishingInput>({
    resolver: lazyZodResolver(() => import('@/lib/validation/profile').then((m) => m.antiPhishingSchema)),
    defaultValues: { code: '' },
  });
  const { onSubmit, fieldMessage, formError } = useApiForm(form, async (values) => {
    const saved = await api.call('antiPhishing', { body: values });
    form.reset({ code: '' });
    setRevealed(false);
    snackbar.success(t(saved.anti_phishing_code ? 'antiPhishingSaved' : 'antiPhishingRemoved'));
    router.refresh();
  });
  const remove = () => {
    form.setValue('code', '');
    void onSubmit();
  };
  const { errors, isSubmitting } = form.formState;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm text-slate-600 dark:text-slate-400">{t('antiPhishingCurrent')}:</span>
        {current ? (
          <>
            <code className="rounded bg-slate-100 px-2 py-1 font-mono dark:bg-slate-800" data-testid="antiphishing-current">
              {revealed ? current : '•'.repeat(current.length)}
            </code>
            <button
              type="button"
              aria-pressed={revealed}
              onClick={() => setRevealed(!revealed)}
              className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
            >
              {revealed ? t('hide') : t('reveal')}
            </button>
            <button
              type="button"
              onClick={remove}
              disabled={isSubmitting}
              className="text-sm font-semibold text-red-700 hover:underline disabled:opacity-70 dark:text-red-400"
            >
              {t('remove')}
            </button>
          </>
        ) : (
          <span data-testid="antiphishing-current">{t('antiPhishingNone')}</span>
        )}
      </div>
      <form onSubmit={onSubmit} noValidate className="flex max-w-sm flex-col gap-4" data-testid="antiphishing-form">
        <FormAlert message={formError} />
        <TextField
          label={t('antiPhishingField')}
          hint={t('antiPhishingHint')}
          autoComplete="off"
          maxLength={20}
          error={fieldMessage(errors.code?.message)}
          {...form.register('code')}
        />
        <SubmitButton busy={isSubmitting} busyLabel={t('saving')}>
          {t('save')}
        </SubmitButton>
      </form>
    </div>
  );
}
