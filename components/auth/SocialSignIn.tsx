'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { FormAlert } from '@/components/ui/FormAlert';
import { SOCIAL_ERROR_CODES } from '@/lib/validation/social-link';

/** A configured provider as the server lists it for the sign-in page. */
export interface SocialProvider {
  id: string;
  name: string;
}

/** Why the last social sign-in sent the visitor back here, from `?social_error=` (other values are not ours to show). */
export function SocialSignInError() {
  const t = useTranslations('social.errors');
  const code = SOCIAL_ERROR_CODES.find((known) => known === useSearchParams().get('social_error'));
  return <FormAlert message={code && t(code)} />;
}

/**
 * "Continue with …" for each configured provider. Each is a plain form posting to the start route, which
 * answers with the redirect to the provider: the flow needs no script, and a POST keeps the one rule that
 * no GET of ours starts anything. The page's language and `next` ride along to the pages the flow ends on.
 */
export function SocialSignInButtons({ providers, next }: { providers: SocialProvider[]; next?: string }) {
  const t = useTranslations('social');
  const locale = useLocale();
  if (providers.length === 0) return null;
  return (
    <section aria-labelledby="social-sign-in-heading" className="mt-6 flex flex-col gap-3">
      <h2 id="social-sign-in-heading" className="flex items-center gap-3 text-sm font-medium text-slate-600 dark:text-slate-400">
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
        {t('providersHeading')}
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      </h2>
      {providers.map((provider) => (
        <form key={provider.id} method="post" action={`/api/auth/oidc/${encodeURIComponent(provider.id)}/start`}>
          <input type="hidden" name="locale" value={locale} />
          {next && <input type="hidden" name="next" value={next} />}
          <button
            type="submit"
            className="w-full rounded-md border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            {t('continueWith', { provider: provider.name })}
          </button>
        </form>
      ))}
    </section>
  );
}
