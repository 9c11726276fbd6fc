'use client';

import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useSignInForm } from '@/components/auth/useSignInForm';
import { FormAlert } from '@/components/ui/FormAlert';
import { usePasskeyCeremony } from './usePasskeyCeremony';

const CALLS = {
  signIn: { options: 'passkeySignInOptions', verify: 'passkeySignIn', label: 'signIn' },
  secondFactor: { options: 'passkeySecondFactorOptions', verify: 'passkeySecondFactor', label: 'useInstead' },
} as const;

/**
 * A passkey in place of what a sign-in form asks for: on /login the whole sign-in (the passkey names the account),
 * on /verify2faotp the authenticator code. The answer is handled like the form's own (next step or signed in).
 */
export function PasskeySignIn({ step, next }: { step: keyof typeof CALLS; next?: string }) {
  const t = useTranslations('passkeys');
  const ceremony = usePasskeyCeremony();
  const calls = CALLS[step];
  const form = useForm();
  const { onSubmit, formError } = useSignInForm(
    form,
    async (api) => {
      const options = await api.call(calls.options);
      return api.call(calls.verify, { body: { credential: await ceremony.get(options) } });
    },
    next,
  );
  const busy = form.formState.isSubmitting;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid={`passkey-${step}`}>
      <FormAlert message={formError} />
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className="w-full rounded-md border border-brand-700 px-4 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-wait disabled:opacity-70 dark:border-brand-400 dark:text-brand-300 dark:hover:bg-slate-800"
      >
        {busy ? t('signingIn') : t(calls.label)}
      </button>
    </form>
  );
}
