import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

/**
 * The legacy response envelope (spec section 7): `{code, message, data}`, code "200" on success, `data`
 * a JSON document encrypted with a passphrase both sides know. The passphrase ships to every browser,
 * so this is transport obfuscation kept for the legacy client, not security: authorization, TLS and the
 * session cookie protect the data.
 */
export interface Envelope {
  code: string;
  message: string;
  data: string | null;
}

export const SUCCESS_CODE = '200';

/** The one error text the legacy client reacts to (compared case-insensitively): sign out. */
export const ACCESS_TOKEN_MISMATCH = 'Access Token Not Match!';

export function isAccessTokenMismatch(message: string | undefined): boolean {
  return message?.toLowerCase() === ACCESS_TOKEN_MISMATCH.toLowerCase();
}

export function encodeEnvelopeData(value: unknown, key: string): string {
  return AES.encrypt(JSON.stringify(value ?? null), key).toString();
}

export function decodeEnvelopeData<T>(data: string, key: string): T {
  const plain = AES.decrypt(data, key).toString(Utf8);
  if (!plain) throw new Error('Envelope data could not be decrypted with this key');
  return JSON.parse(plain) as T;
}
