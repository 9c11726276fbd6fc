// How a bench script run by bench/run-ts.mjs ends: its exit code, the pool closed either way, an error printed.
import { closeDb } from '@/lib/server/db';

export function runMain(main: () => Promise<number>): void {
  main()
    .then(async (code) => {
      await closeDb();
      process.exit(code);
    })
    .catch(async (error) => {
      console.error(error);
      await closeDb();
      process.exit(1);
    });
}
