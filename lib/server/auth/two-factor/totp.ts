import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { seal, unseal } from '@/lib/server/core';

/**
 * RFC 6238 time-based one-time codes as every standard authenticator app computes them by default:
 * HMAC-SHA1, 30 s steps counted from the Unix epoch, 6 digits.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
// RFC 4226 recommends 160 bits, the HMAC-SHA1 output size.
const SECRET_BYTES = 20;
/** Steps accepted either side of the server's: one step covers a phone clock a little off and the typing time. */
const DRIFT_STEPS = 1;

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Accepts what people type from a printed key: lower case, spaces and `=` padding. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) throw new Error('not a base32 string');
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new shared secret, base32 as authenticator apps expect it in the otpauth URI and for manual entry. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

export function timeStepAt(unixSeconds: number): number {
  return Math.floor(unixSeconds / TOTP_PERIOD_SECONDS);
}

const nowSeconds = () => Date.now() / 1000;

/** The code of one time step (RFC 4226 HOTP with the step as counter); 8 digits only for the RFC vectors. */
export function totpCode(secret: string, step: number, digits = TOTP_DIGITS): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/**
 * The time step whose code `code` is, among the current one and one either side, provided it is later
 * than `lastAcceptedStep`: a code is good once, and an older code than one already used is no good at
 * all. `null` when no step matches.
 */
export function matchTotpStep(secret: string, code: string, lastAcceptedStep: number | null, at = nowSeconds()): number | null {
  const current = timeStepAt(at);
  const given = Buffer.from(code);
  let matched: number | null = null;
  // Every candidate is computed and compared, so the answer time does not tell which step matched.
  for (let step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step++) {
    const expected = Buffer.from(totpCode(secret, step));
    const equal = given.length === expected.length && timingSafeEqual(given, expected);
    if (equal && matched === null && (lastAcceptedStep === null || step > lastAcceptedStep)) matched = step;
  }
  return matched;
}

/** The otpauth:// URI of the Key Uri Format that authenticator apps read from the QR code. */
export function totpUri({ secret, account, issuer }: { secret: string; account: string; issuer: string }): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString().replaceAll('+', '%20')}`;
}

// Sealed at rest (lib/server/core/sealed.ts), as text: a version prefix, then iv, tag and ciphertext in base64url.
const SEALED_PREFIX = 'v1:';
const owner = (userId: number) => `user:${userId}`;

export function sealTotpSecret(secret: string, userId: number): string {
  return SEALED_PREFIX + seal('totp', Buffer.from(secret, 'utf8'), owner(userId)).toString('base64url');
}

/** Throws when the value was not sealed for this user under the configured key. */
export function openTotpSecret(sealed: string, userId: number): string {
  if (!sealed.startsWith(SEALED_PREFIX)) throw new Error('unknown sealed secret format');
  return unseal('totp', Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64url'), owner(userId)).toString('utf8');
}
