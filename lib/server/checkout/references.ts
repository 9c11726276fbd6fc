import 'server-only';
import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a reference read aloud or typed from paper survives. */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const REFERENCE_LENGTH = 16;

/** Uniformly random characters of `alphabet` (rejection sampling: no character is likelier than another). */
export function randomString(alphabet: string, length: number): string {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

export type ReferenceKind = 'SW' | 'CO' | 'GV' | 'PAY' | 'CS';

/**
 * The public id of an order or payment: 80 random bits, so knowing one reference says nothing about any
 * other, and the reference alone may show its order's status (as a tracking number does).
 */
export function newReference(kind: ReferenceKind): string {
  return `${kind}-${randomString(REFERENCE_ALPHABET, REFERENCE_LENGTH)}`;
}
