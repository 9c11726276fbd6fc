import { MAINTENANCE_CACHE_MS } from '@/lib/server/maintenance';
import { runCommand } from '@/lib/server/ops/registry';

const realNow = Date.now.bind(Date);
let offset = 0;

/**
 * Lets every instance's cache of the maintenance state run out, as the seconds after an operator's command do: Date.now
 * moves on by the cache's lifetime (the spy is undone by jest.restoreAllMocks).
 */
export function cachesExpire() {
  offset += MAINTENANCE_CACHE_MS;
  jest.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
}

/** `npm run ops -- maintenance …` as the operator types it, then the seconds every instance takes to follow. */
export async function maintenance(...argv: string[]): Promise<string[]> {
  const printed = await runCommand(['maintenance', ...argv], 'test-operator');
  cachesExpire();
  return printed;
}
