import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

/**
 * The envelope's `data`, decrypted (see ./envelope.ts). Kept apart so crypto-js loads only when an answer
 * carries data, not with every page.
 */
export function decodeEnvelopeData<T>(data: string, key: string): T {
  const plain = AES.decrypt(data, key).toString(Utf8);
  if (!plain) throw new Error('Envelope data could not be decrypted with this key');
  return JSON.parse(plain) as T;
}
