import type { AppEnv } from '@/lib/env';

/**
 * The configuration lib/env.ts derives from exactly these variables, read by a fresh copy of the module
 * (env() caches), so defaults are seen without whatever the shell or the Jest setup exported.
 */
export function envFrom(variables: Record<string, string> = {}): AppEnv {
  const saved = process.env;
  process.env = { NODE_ENV: 'test', ...variables };
  try {
    let read: (() => AppEnv) | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      read = (require('@/lib/env') as typeof import('@/lib/env')).env;
    });
    if (!read) throw new Error('lib/env did not load');
    return read();
  } finally {
    process.env = saved;
  }
}

/** A production deployment: it must bring its own secrets (lib/env.ts refuses to start without them). */
export const PRODUCTION = {
  NODE_ENV: 'production',
  ORDER_SIGNING_KEY: 'a-production-order-signing-key-of-48-bytes-000000',
  TOTP_ENCRYPTION_KEY: 'a-production-totp-encryption-key-of-48-bytes-0000',
  CARD_WEBHOOK_SECRET: 'a-production-card-webhook-secret-of-48-bytes-0000',
  PUBLIC_ORIGIN: 'https://www.kryptomat.example',
};
