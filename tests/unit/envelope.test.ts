import AES from 'crypto-js/aes';
import { ACCESS_TOKEN_MISMATCH, isAccessTokenMismatch } from '@/lib/api/envelope';
import { decodeEnvelopeData } from '@/lib/api/envelope-codec';
import { encryptEnvelopeData as encodeEnvelopeData } from '@/lib/server/http/envelope-cipher';

const KEY = 'unit-test-envelope-key-0123456789';

describe('envelope data codec', () => {
  test.each([
    ['nested objects and arrays', { user: { u_id: 1001, tags: ['a', 'b'], last_login: { date: '2024-06-01', ip: '10.0.0.1' } } }],
    ['unicode text', { full_name: 'Žluťoučký kůň Ελληνικά Русский 日本語 🚀' }],
    ['null', null],
    ['an empty list', []],
    ['a bare string', 'Access granted'],
    ['numbers and booleans', { count: 0, ratio: -1.5, big: Number.MAX_SAFE_INTEGER, on: false }],
  ])('round-trips %s', (_label, value) => {
    expect(decodeEnvelopeData(encodeEnvelopeData(value, KEY), KEY)).toEqual(value);
  });

  test('undefined is sent as null', () => {
    expect(decodeEnvelopeData(encodeEnvelopeData(undefined, KEY), KEY)).toBeNull();
  });

  test('data encoded with one key does not decode with another', () => {
    const encoded = encodeEnvelopeData({ u_id: 1001, email: 'ada@example.test' }, KEY);
    expect(() => decodeEnvelopeData(encoded, 'a-completely-different-key')).toThrow();
  });

  test('the server writes the passphrase format of crypto-js, with a fresh salt each time', () => {
    const first = encodeEnvelopeData({ u_id: 1001 }, KEY);
    expect(first.startsWith('U2FsdGVkX1')).toBe(true); // base64 of "Salted__"
    expect(encodeEnvelopeData({ u_id: 1001 }, KEY)).not.toBe(first);
  });

  test('what a legacy crypto-js client encrypts with the passphrase decodes the same way', () => {
    const legacy = AES.encrypt(JSON.stringify({ lang: 'cz', u_id: 7 }), KEY).toString();
    expect(decodeEnvelopeData(legacy, KEY)).toEqual({ lang: 'cz', u_id: 7 });
  });

  test('the encoded data does not show the plaintext', () => {
    const secret = { email: 'ada.lovelace@example.test', full_name: 'Ada Lovelace' };
    const encoded = encodeEnvelopeData(secret, KEY);
    expect(encoded).not.toContain('ada.lovelace');
    expect(encoded).not.toContain('Lovelace');
    expect(() => JSON.parse(encoded)).toThrow();
    expect(Buffer.from(encoded, 'base64').toString('utf8')).not.toContain('Lovelace');
  });
});

describe('isAccessTokenMismatch', () => {
  test.each([
    [ACCESS_TOKEN_MISMATCH, true],
    ['Access Token Not Match!', true],
    ['access token not match!', true],
    ['ACCESS TOKEN NOT MATCH!', true],
    ['Access Token Not Match', false],
    ['Please sign in.', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (message, expected) => {
    expect(isAccessTokenMismatch(message)).toBe(expected);
  });
});
