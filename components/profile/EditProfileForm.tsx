'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useApi } from '@/components/providers/AppProviders';
import { useSnackbar } from '@/components/providers/snackbar';
import { FormAlert } from '@/components/ui/FormAlert';
import { CodeField } from '@/components/twofactor/CodeField';
import { SelectField } from '@/components/ui/SelectField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { useApiForm } from '@/components/ui/useApiForm';
import { rememberProfileChange } from '@/lib/browser/legacy-storage';
import type { EditProfileView } from '@/lib/views/users';
import { editProfileSchemaFor, MAX_COMPANY_NAME_LENGTH, MAX_PERSON_NAME_LENGTH, type EditProfileInput } from '@/lib/validation/profile';

type TextFieldName = Exclude<keyof EditProfileInput, 'residenceCountry' | 'citizenship' | 'currentPassword' | 'authCode'>;

/** Names, e-mail, phone, countries and, for corporate accounts, the company; the profile type is shown, not edited. */
export function EditProfileForm({ view }: { view: Omit<EditProfileView, 'pictureUrl'> }) {
  const t = useTranslations('editProfile');
  const tAuth = useTranslations('auth');
  const api = useApi();
  const snackbar = useSnackbar();
  const router = useRouter();
  const corporate = view.profileType === 'corporate';
  const schema = useMemo(() => editProfileSchemaFor(view.profileType), [view.profileType]);
  const form = useForm<EditProfileInput>({ resolver: zodResolver(schema), defaultValues: view.values });
  const { onSubmit, fieldMessage, formError } = useApiForm(form, async (values) => {
    const saved = await api.call('profileUpdate', { body: values });
    rememberProfileChange({ full_name: saved.full_name, company_name: saved.company_name });
    const codeSent =
      (saved.pending_email && saved.pending_email !== view.pending.email) ||
      (saved.pending_phone && saved.pending_phone !== view.pending.phone);
    snackbar.success(t(codeSent ? 'codeSent' : 'saved'));
    form.reset({
      ...values,
      email: view.values.email,
      countryCode: view.values.countryCode,
      phone: view.values.phone,
      currentPassword: '',
      authCode: '',
    });
    router.refresh();
  });
  const [email, countryCode, phone] = form.watch(['email', 'countryCode', 'phone']);
  // A new e-mail or phone signs in and recovers the account: the form asks for the proof the server will want.
  const contactChanged =
    email.trim().toLowerCase() !== view.values.email.toLowerCase() ||
    countryCode.trim() !== view.values.countryCode ||
    phone.replace(/\s/g, '') !== view.values.phone;
  const { errors, isSubmitting } = form.formState;
  const countries = [
    { value: '', label: t('noCountry') },
    ...view.countries.map((country) => ({ value: country.code, label: country.name })),
  ];

  const text = (name: TextFieldName, props: { autoComplete: string; inputMode?: 'tel' | 'email'; maxLength?: number; hint?: string }) => (
    <TextField label={t(name)} error={fieldMessage(errors[name]?.message)} {...props} {...form.register(name)} />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="edit-profile-form">
      <FormAlert message={formError} />
      <p className="text-sm">
        <span className="text-slate-600 dark:text-slate-400">{t('profileType')}: </span>
        <span className="font-semibold" data-testid="edit-profile-type">
          {tAuth(view.profileType)}
        </span>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('firstName', { autoComplete: 'given-name', maxLength: MAX_PERSON_NAME_LENGTH })}
        {text('lastName', { autoComplete: 'family-name', maxLength: MAX_PERSON_NAME_LENGTH })}
      </div>
      {text('email', { autoComplete: 'email', inputMode: 'email', maxLength: 254 })}
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        {text('countryCode', { autoComplete: 'tel-country-code', inputMode: 'tel', maxLength: 5 })}
        {text('phone', { autoComplete: 'tel-national', inputMode: 'tel', maxLength: 20, hint: t('phoneHint') })}
      </div>
      {contactChanged && (
        <div className="flex flex-col gap-2 rounded-md border border-slate-200 p-4 dark:border-slate-700" data-testid="contact-proof">
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('proofHint')}</p>
          {view.proof === 'authCode' ? (
            <CodeField orRecoveryCode error={fieldMessage(errors.authCode?.message)} {...form.register('authCode')} />
          ) : (
            <TextField
              label={t('currentPassword')}
              type="password"
              autoComplete="current-password"
              maxLength={200}
              error={fieldMessage(errors.currentPassword?.message)}
              {...form.register('currentPassword')}
            />
          )}
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('residenceCountry')}
          options={countries}
          error={fieldMessage(errors.residenceCountry?.message)}
          {...form.register('residenceCountry')}
        />
        <SelectField
          label={t('citizenship')}
          options={countries}
          error={fieldMessage(errors.citizenship?.message)}
          {...form.register('citizenship')}
        />
      </div>
      {corporate && (
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-base font-semibold">{t('company')}</legend>
          {text('companyName', { autoComplete: 'organization', maxLength: MAX_COMPANY_NAME_LENGTH })}
          <div className="grid gap-4 sm:grid-cols-2">
            {text('companyIdNumber', { autoComplete: 'off', maxLength: 50 })}
            {text('vatId', { autoComplete: 'off', maxLength: 50 })}
          </div>
          {text('companyAddress', { autoComplete: 'street-address', maxLength: 300 })}
        </fieldset>
      )}
      <div className="max-w-xs">
        <SubmitButton busy={isSubmitting} busyLabel={t('saving')}>
          {t('save')}
        </SubmitButton>
      </div>
    </form>
  );
}
