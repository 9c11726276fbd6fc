'use client';

import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/client';

/**
 * The browser's side of a passkey ceremony (@simplewebauthn/browser, loaded on first use so no page carries it up
 * front). What the browser or the authenticator refuses (the customer cancelled, the time ran out, no user
 * verification) becomes an ApiError with a message for the form, as a refusal of the server would.
 */
export function usePasskeyCeremony() {
  const t = useTranslations('passkeys');

  async function run<T>(ceremony: (browser: typeof import('@simplewebauthn/browser')) => Promise<T>): Promise<T> {
    const browser = await import('@simplewebauthn/browser');
    if (!browser.browserSupportsWebAuthn()) throw new ApiError(t('unsupported'), 0);
    try {
      return await ceremony(browser);
    } catch {
      throw new ApiError(t('cancelled'), 0);
    }
  }

  return {
    create: (optionsJSON: PublicKeyCredentialCreationOptionsJSON) => run((browser) => browser.startRegistration({ optionsJSON })),
    get: (optionsJSON: PublicKeyCredentialRequestOptionsJSON) => run((browser) => browser.startAuthentication({ optionsJSON })),
  };
}
