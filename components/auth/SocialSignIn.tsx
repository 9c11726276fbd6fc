'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApi } from '@/components/providers/AppProviders';
import { FormAlert } from '@/components/ui/FormAlert';
import { useApiForm } from '@/components/ui/useApiForm';
import { SOCIAL_ERROR_CODES } from '@/lib/validation/social-link';

/** A configured provider as the server lists it for the sign-in page. */
export interface SocialProvider {
  id: string;
  name: string;
}

/** Why the last social sign-in sent the visitor back here, from `?social_error=` (other values are not ours to show). */
export function SocialSignInError() {
  const t = useTranslations('social.errors');
  const socialError = useSearchParams().get('social_error');
  const code = SOCIAL_ERROR_CODES.find((known) => known === socialError);
  return <FormAlert message={code && t(code)} />;
}

/** "Continue with …" for each configured provider; `next` (from /login) is where sign-in ends. */
export function SocialSignInButtons({ providers, next }: { providers: SocialProvider[]; next?: string }) {
  const t = useTranslations('social');
  if (providers.length === 0) return null;
  return (
    <section aria-labelledby="social-sign-in-heading" className="mt-6 flex flex-col gap-3">
      <h2 id="social-sign-in-heading" className="flex items-center gap-3 text-sm font-medium text-slate-600 dark:text-slate-400">
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
        {t('providersHeading')}
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      </h2>
      {providers.map((provider) => (
        <ProviderButton key={provider.id} provider={provider} next={next} />
      ))}
    </section>
  );
}

/**
 * The start call sets the flow cookie and answers the provider's address, which the page then opens. (A
 * form posting to a redirect would be simpler, but the page's CSP, form-action 'self', rightly stops a
 * submission whose redirects lead to another site.) A refusal shows like any form's.
 */
function ProviderButton({ provider, next }: { provider: SocialProvider; next?: string }) {
  const t = useTranslations('social');
  const api = useApi();
  const form = useForm();
  const [leaving, setLeaving] = useState(false);
  const { onSubmit, formError } = useApiForm(form, async () => {
    const { url } = await api.call('socialStart', { params: { provider: provider.id }, body: next ? { next } : {} });
    setLeaving(true);
    window.location.assign(url);
  });
  const busy = form.formState.isSubmitting || leaving;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <FormAlert message={formError} />
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className="w-full rounded-md border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-900 hover:bg-slate-50 disabled:cursor-wait disabled:opacity-70 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
      >
        {busy ? t('redirecting', { provider: provider.name }) : t('continueWith', { provider: provider.name })}
      </button>
    </form>
  );
}
