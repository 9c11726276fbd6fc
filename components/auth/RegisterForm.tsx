'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useClientConfig } from '@/components/providers/AppProviders';
import { PasswordStrengthMeter } from '@/components/registration/PasswordStrengthMeter';
import { StepProgress } from '@/components/registration/StepProgress';
import { TermsCheckbox } from '@/components/registration/TermsCheckbox';
import { AuthFormCard } from '@/components/ui/AuthFormCard';
import { FormAlert } from '@/components/ui/FormAlert';
import { LocalLink } from '@/components/ui/LocalLink';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import type { RegisterView } from '@/lib/views/auth';
import { browserTimeZone } from '@/lib/i18n/date-format';
import { profileTypes, registerSchema, type RegisterInput } from '@/lib/validation/auth';
import { MAX_COMPANY_NAME_LENGTH, MAX_PERSON_NAME_LENGTH } from '@/lib/validation/profile';
import { routePath } from '@/lib/routes';
import { PhoneFields } from './PhoneFields';
import { useSignInForm } from './useSignInForm';

type TextFieldName = 'firstName' | 'lastName' | 'companyName' | 'companyIdNumber' | 'vatId' | 'companyAddress';

/**
 * Step 1 of sign-up (spec section 5): every rule is the shared schema's, checked here before sending and
 * again by the handler. On success the e-mail code step follows.
 */
export function RegisterForm({ view }: { view: RegisterView }) {
  const t = useTranslations();
  const { brandName } = useClientConfig();
  const form = useForm<RegisterInput, unknown, RegisterInput>({
    // The raw values go to the API, which parses them with the same schema.
    resolver: zodResolver(registerSchema, undefined, { raw: true }),
    defaultValues: {
      profileType: 'personal',
      firstName: '',
      lastName: '',
      email: '',
      phoneCountry: view.defaultPhoneCountry,
      phone: '',
      companyName: '',
      companyIdNumber: '',
      vatId: '',
      companyAddress: '',
      password: '',
      confirmPassword: '',
      terms: false,
      plan: view.plan,
    },
  });
  const { onSubmit, fieldMessage, formError } = useSignInForm(form, (api, values) =>
    api.call('register', { body: { ...values, timeZone: browserTimeZone() } }),
  );
  const { errors, isSubmitting } = form.formState;
  const corporate = form.watch('profileType') === 'corporate';
  const password = form.watch('password');

  const text = (name: TextFieldName, props: { autoComplete: string; maxLength: number }) => (
    <TextField label={t(`registration.${name}`)} error={fieldMessage(errors[name]?.message)} {...props} {...form.register(name)} />
  );

  return (
    <AuthFormCard title={t('auth.registerTitle', { brand: brandName })} onSubmit={onSubmit}>
      <StepProgress current={1} />
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('auth.plan', { plan: t(`plans.${view.plan}`) })}</p>
      {view.plan !== 'basic' && (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="paid-plan-notice">
          {t('auth.paidPlanStartsOnPayment', { plan: t(`plans.${view.plan}`) })}
        </p>
      )}
      <FormAlert message={formError} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('auth.profileType')}</legend>
        <div className="flex gap-3">
          {profileTypes.map((type) => (
            <label
              key={type}
              className="flex flex-1 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 has-checked:border-brand-600 has-checked:bg-brand-50 dark:border-slate-700 dark:has-checked:bg-brand-900/30"
            >
              <input type="radio" value={type} {...form.register('profileType')} className="accent-brand-600" />
              {t(`auth.${type}`)}
            </label>
          ))}
        </div>
        {errors.profileType && <p className="text-sm text-red-700 dark:text-red-400">{fieldMessage(errors.profileType.message)}</p>}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('firstName', { autoComplete: 'given-name', maxLength: MAX_PERSON_NAME_LENGTH })}
        {text('lastName', { autoComplete: 'family-name', maxLength: MAX_PERSON_NAME_LENGTH })}
      </div>
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        maxLength={254}
        error={fieldMessage(errors.email?.message)}
        {...form.register('email')}
      />
      <PhoneFields
        countries={view.phoneCountries}
        country={form.register('phoneCountry')}
        phone={form.register('phone')}
        errors={{ phoneCountry: fieldMessage(errors.phoneCountry?.message), phone: fieldMessage(errors.phone?.message) }}
      />
      {corporate && (
        <fieldset className="flex flex-col gap-4" data-testid="company-fields">
          <legend className="mb-2 text-base font-semibold">{t('registration.company')}</legend>
          {text('companyName', { autoComplete: 'organization', maxLength: MAX_COMPANY_NAME_LENGTH })}
          {text('companyIdNumber', { autoComplete: 'off', maxLength: 50 })}
          {text('vatId', { autoComplete: 'off', maxLength: 50 })}
          {text('companyAddress', { autoComplete: 'street-address', maxLength: 300 })}
        </fieldset>
      )}
      <div className="flex flex-col gap-2">
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          hint={t('registration.passwordHint')}
          error={fieldMessage(errors.password?.message)}
          {...form.register('password')}
        />
        <PasswordStrengthMeter password={password} />
      </div>
      <TextField
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={fieldMessage(errors.confirmPassword?.message)}
        {...form.register('confirmPassword')}
      />
      <TermsCheckbox error={fieldMessage(errors.terms?.message)} {...form.register('terms')} />
      <SubmitButton busy={isSubmitting} busyLabel={t('auth.registering')}>
        {t('auth.register')}
      </SubmitButton>
      <p className="text-sm">
        {t('auth.haveAccount')}{' '}
        <LocalLink href={routePath('login')} className="font-semibold text-brand-700 underline dark:text-brand-400">
          {t('auth.signInInstead')}
        </LocalLink>
      </p>
    </AuthFormCard>
  );
}
