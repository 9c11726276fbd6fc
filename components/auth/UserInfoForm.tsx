'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useApi, useClientConfig, useLocalizedPath } from '@/components/providers/AppProviders';
import { AuthFormCard } from '@/components/ui/AuthFormCard';
import { FormAlert } from '@/components/ui/FormAlert';
import { SelectField } from '@/components/ui/SelectField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { useApiForm } from '@/components/ui/useApiForm';
import { userInfoSchema, type UserInfoInput } from '@/lib/validation/auth';
import { MAX_PERSON_NAME_LENGTH } from '@/lib/validation/profile';
import type { UserInfoView } from '@/lib/views/auth';
import { routePath } from '@/lib/routes';
import { PhoneFields } from './PhoneFields';

type TextFieldName = 'firstName' | 'lastName';

/**
 * /userinfo: what an account opened by a social sign-in still lacks, by the handler's own schema. Once saved the
 * customer goes on to where they were going (a full load: every page of the area checks the account again).
 */
export function UserInfoForm({ view }: { view: UserInfoView }) {
  const t = useTranslations();
  const { brandName } = useClientConfig();
  const api = useApi();
  const localized = useLocalizedPath();
  const form = useForm<UserInfoInput, unknown, UserInfoInput>({
    // The raw values go to the API, which parses them with the same schema.
    resolver: zodResolver(userInfoSchema, undefined, { raw: true }),
    defaultValues: { firstName: '', lastName: '', phoneCountry: view.defaultPhoneCountry, phone: '', residenceCountry: '' },
  });
  const { onSubmit, fieldMessage, formError } = useApiForm(form, async (values) => {
    await api.call('userInfo', { body: values });
    window.location.assign(localized(view.next ?? routePath('dashboardNew')));
  });
  const { errors, isSubmitting } = form.formState;
  const text = (name: TextFieldName, props: { autoComplete: string; maxLength: number }) => (
    <TextField label={t(`registration.${name}`)} error={fieldMessage(errors[name]?.message)} {...props} {...form.register(name)} />
  );

  return (
    <AuthFormCard title={t('userInfo.title')} onSubmit={onSubmit}>
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="userinfo-intro">
        {t('userInfo.intro', { brand: brandName, email: view.email })}
      </p>
      <FormAlert message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        {text('firstName', { autoComplete: 'given-name', maxLength: MAX_PERSON_NAME_LENGTH })}
        {text('lastName', { autoComplete: 'family-name', maxLength: MAX_PERSON_NAME_LENGTH })}
      </div>
      <PhoneFields
        countries={view.phoneCountries}
        country={form.register('phoneCountry')}
        phone={form.register('phone')}
        errors={{ phoneCountry: fieldMessage(errors.phoneCountry?.message), phone: fieldMessage(errors.phone?.message) }}
      />
      <SelectField
        label={t('editProfile.residenceCountry')}
        autoComplete="country"
        options={[
          { value: '', label: t('userInfo.chooseCountry') },
          ...view.countries.map(({ code, name }) => ({ value: code, label: name })),
        ]}
        error={fieldMessage(errors.residenceCountry?.message)}
        {...form.register('residenceCountry')}
      />
      <SubmitButton busy={isSubmitting} busyLabel={t('userInfo.saving')}>
        {t('userInfo.submit')}
      </SubmitButton>
    </AuthFormCard>
  );
}
