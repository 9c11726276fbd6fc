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
