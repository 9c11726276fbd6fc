import 'server-only';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { env } from '@/lib/env';

// Secrets the server must read back (an authenticator's seed, a machine's signing key) are kept under AES-256-GCM, so a
// copy of the database (a backup, a read-only leak) does not reveal them, and a tampered value fails to open instead of
// turning into another secret. The key comes from TOTP_ENCRYPTION_KEY, which is never in the database.
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** What a sealed value protects: each purpose has a key of its own, derived under its name. */
export type SealPurpose = 'totp' | 'atm-keys';

const keys = new Map<string, Buffer>();
/**
 * A key of its own for one use of TOTP_ENCRYPTION_KEY: the SHA-256 of `label:secret`, so no two uses (the one-time
 * codes' MAC, the sign-in flow cookies, the unsubscribe links, the sealed secrets) ever share a key. `null`: the bare
 * secret's hash, which the two-factor seeds were sealed under before labels existed, and keep.
 */
export function derivedServerKey(label: string | null): Buffer {
  const source = env().TOTP_ENCRYPTION_KEY;
  const material = label === null ? source : `${label}:${source}`;
  let key = keys.get(material);
  if (!key) keys.set(material, (key = createHash('sha256').update(material).digest()));
  return key;
}

const sealingKey = (purpose: SealPurpose) => derivedServerKey(purpose === 'totp' ? null : purpose);

/**
 * iv, tag and ciphertext in one buffer. `owner` (the row the secret belongs to) is authenticated with it: a sealed value
 * copied onto another row does not open there.
 */
export function seal(purpose: SealPurpose, plaintext: Buffer, owner: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(purpose), iv).setAAD(Buffer.from(owner));
  const encrypted = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), encrypted]);
}

/** Throws when the value was not sealed for this purpose and owner under the configured key. */
export function unseal(purpose: SealPurpose, sealed: Buffer, owner: string): Buffer {
  const iv = sealed.subarray(0, IV_BYTES);
  const tag = sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(purpose), iv).setAAD(Buffer.from(owner)).setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

/** How much longer a sealed value is than its secret. */
export const SEAL_OVERHEAD_BYTES = IV_BYTES + TAG_BYTES;
