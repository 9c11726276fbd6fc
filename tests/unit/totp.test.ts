import { randomBytes, randomInt } from 'node:crypto';
import { generateSecret, generateSync, verifySync } from 'otplib';
import { drawQrCode, qrCodeSvg } from '@/lib/qr-code';
import {
  base32Decode,
  base32Encode,
  matchTotpStep,
  newTotpSecret,
  openTotpSecret,
  sealTotpSecret,
  timeStepAt,
  totpCode,
  totpUri,
} from '@/lib/server/auth/two-factor/totp';

// RFC 6238 appendix B, SHA-1 rows: the ASCII secret "12345678901234567890", 8-digit codes.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
];

describe('RFC 6238 test vectors', () => {
  test('the RFC secret in base32', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  test.each(RFC_VECTORS)('at %i s: 8 digits %s', (time, expected) => {
    expect(totpCode(RFC_SECRET, timeStepAt(time), 8)).toBe(expected);
  });

  test.each(RFC_VECTORS)('at %i s: 6 digits are the last six of %s', (time, expected) => {
    expect(totpCode(RFC_SECRET, timeStepAt(time))).toBe(expected.slice(-6));
  });
});

describe('base32', () => {
  test('round-trips random bytes of every length up to 40', () => {
    for (let length = 0; length <= 40; length++) {
      const bytes = randomBytes(length);
      expect(base32Decode(base32Encode(bytes)).equals(bytes)).toBe(true);
    }
  });

  test('reads a key as people type it: lower case, spaces, padding', () => {
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq====').toString('ascii')).toBe('12345678901234567890');
  });

  test('refuses characters outside the alphabet', () => {
    expect(() => base32Decode('GEZD1')).toThrow();
  });

  test('a new secret is 20 random bytes (32 base32 characters), different each time', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
  });
});

describe('agreement with an independent implementation (otplib)', () => {
  const randomTime = () => randomInt(0, 4_000_000_000);

  test('our codes for our secrets are what otplib computes, and otplib accepts them', () => {
    for (let i = 0; i < 200; i++) {
      const secret = newTotpSecret();
      const time = randomTime();
      const ours = totpCode(secret, timeStepAt(time));
      expect(ours).toBe(generateSync({ secret, epoch: time }));
      expect(verifySync({ secret, token: ours, epoch: time }).valid).toBe(true);
    }
  });

  test('codes otplib computes for its secrets are accepted by our check at that time', () => {
    for (let i = 0; i < 200; i++) {
      const secret = generateSecret();
      const time = randomTime();
      const theirs = generateSync({ secret, epoch: time });
      expect(matchTotpStep(secret, theirs, null, time)).toBe(timeStepAt(time));
    }
  });
});

describe('matchTotpStep', () => {
  // Fixed, so no two codes in the window can happen to be equal and make the expected step ambiguous.
  const secret = RFC_SECRET;
  const now = 1_750_000_015;
  const step = timeStepAt(now);
  const codeAt = (offset: number) => generateSync({ secret, epoch: now + offset * 30 });

  test.each([-1, 0, 1])('accepts the code of step %i from now and names that step', (offset) => {
    expect(matchTotpStep(secret, codeAt(offset), null, now)).toBe(step + offset);
  });

  test.each([-3, -2, 2, 3])('refuses the code of step %i from now', (offset) => {
    expect(matchTotpStep(secret, codeAt(offset), null, now)).toBeNull();
  });

  test('refuses a code whose step was already accepted, or is older than the accepted one', () => {
    expect(matchTotpStep(secret, codeAt(0), step, now)).toBeNull();
    expect(matchTotpStep(secret, codeAt(-1), step, now)).toBeNull();
    expect(matchTotpStep(secret, codeAt(1), step, now)).toBe(step + 1);
  });

  test.each(['', '12345', '1234567', 'abcdef'])('refuses %j', (code) => {
    expect(matchTotpStep(secret, code, null, now)).toBeNull();
  });
});

describe('otpauth URI', () => {
  test('names the issuer and account, and carries the secret and the RFC 6238 parameters', () => {
    const uri = new URL(totpUri({ secret: RFC_SECRET, account: 'ada+2fa@example.test', issuer: 'Kryptomat Beta' }));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Kryptomat Beta:ada+2fa@example.test');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: RFC_SECRET,
      issuer: 'Kryptomat Beta',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});

describe('secret at rest', () => {
  const secret = newTotpSecret();

  test('opens for its owner and is never stored in the clear', () => {
    const sealed = sealTotpSecret(secret, 1001);
    expect(sealed).not.toContain(secret);
    expect(openTotpSecret(sealed, 1001)).toBe(secret);
  });

  test('a fresh nonce each time: the same secret seals differently', () => {
    expect(sealTotpSecret(secret, 1001)).not.toBe(sealTotpSecret(secret, 1001));
  });

  test('does not open on another account', () => {
    expect(() => openTotpSecret(sealTotpSecret(secret, 1001), 1002)).toThrow();
  });

  test('a changed character fails to open rather than giving another secret', () => {
    const sealed = sealTotpSecret(secret, 1001);
    const last = sealed.at(-1) === 'A' ? 'B' : 'A';
    expect(() => openTotpSecret(sealed.slice(0, -1) + last, 1001)).toThrow();
  });

  test('does not open under another TOTP_ENCRYPTION_KEY', () => {
    const sealed = sealTotpSecret(secret, 1001);
    const saved = process.env.TOTP_ENCRYPTION_KEY;
    process.env.TOTP_ENCRYPTION_KEY = 'another key of at least thirty-two characters';
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const fresh = require('@/lib/server/auth/two-factor/totp') as typeof import('@/lib/server/auth/two-factor/totp');
        expect(() => fresh.openTotpSecret(sealed, 1001)).toThrow();
        expect(fresh.openTotpSecret(fresh.sealTotpSecret(secret, 1001), 1001)).toBe(secret);
      });
    } finally {
      if (saved === undefined) delete process.env.TOTP_ENCRYPTION_KEY;
      else process.env.TOTP_ENCRYPTION_KEY = saved;
    }
  });
});

describe('QR code', () => {
  test('draws the URI as a square of dark modules inside a 4-module quiet zone', () => {
    const drawing = drawQrCode(totpUri({ secret: RFC_SECRET, account: 'ada@example.test', issuer: 'Kryptomat' }));
    // Versions 1–40 are 21–177 modules wide, plus the quiet zone on both sides.
    expect((drawing.size - 8 - 21) % 4).toBe(0);
    const squares = [...drawing.path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(squares.length).toBeGreaterThan(100);
    for (const [x, y] of squares) {
      expect(Math.min(x!, y!)).toBeGreaterThanOrEqual(4);
      expect(Math.max(x!, y!)).toBeLessThan(drawing.size - 4);
    }
    // The finder pattern's top-left corner.
    expect(drawing.path.startsWith('M4 4h1v1h-1z')).toBe(true);
  });

  test('as an SVG document with the drawing as its viewBox', () => {
    const drawing = drawQrCode('otpauth://totp/x');
    const svg = qrCodeSvg(drawing);
    expect(svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${drawing.size} ${drawing.size}"`));
    expect(svg).toContain(`d="${drawing.path}"`);
  });
});
