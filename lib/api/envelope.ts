/**
 * The legacy response envelope (spec section 7): `{code, message, data}`, code "200" on success, `data`
 * a JSON document encrypted with a passphrase both sides know (crypto-js's passphrase AES format). The
 * passphrase ships to every browser, so this is transport obfuscation kept for the legacy client, not
 * security: authorization, TLS and the session cookie protect the data.
 *
 * Decryption (browser) is in ./envelope-codec.ts, with crypto-js, loaded with the first answer that carries
 * data; encryption runs only on the server and lives in lib/server/http/envelope-cipher.ts, which writes the
 * same format with Node's native cipher.
 */
export interface Envelope {
  code: string;
  message: string;
  data: string | null;
}

export const SUCCESS_CODE = '200';

/** The product client token's header, on every call of the legacy contract. */
export const CLIENT_TOKEN_HEADER = 'clienttoken';

/** The one error text the legacy client reacts to (compared case-insensitively): sign out. */
export const ACCESS_TOKEN_MISMATCH = 'Access Token Not Match!';

export function isAccessTokenMismatch(message: string | undefined): boolean {
  return message?.toLowerCase() === ACCESS_TOKEN_MISMATCH.toLowerCase();
}
