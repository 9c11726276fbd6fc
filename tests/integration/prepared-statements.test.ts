import { sql } from 'drizzle-orm';

type DbModule = typeof import('@/lib/server/db');

/** A fresh copy of lib/server/db, as each server bundle of a Next build holds one, over the one pool on globalThis. */
function copyOfDbModule(): DbModule {
  let copy: DbModule | undefined;
  jest.isolateModules(() => {
    copy = jest.requireActual<DbModule>('@/lib/server/db');
  });
  return copy!;
}

test('two copies of the db module prepare their own statements on a shared connection without a name clash', async () => {
  const [routeA, routeB] = [copyOfDbModule(), copyOfDbModule()];
  // One after another, so the pool hands the same idle connection to both: a name given out per copy would clash there.
  expect(await routeA.executePrepared<{ one: number }>(sql`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
  expect(await routeB.executePrepared<{ two: number }>(sql`SELECT 2 AS two`)).toEqual([{ two: 2 }]);
  expect(await routeA.executePrepared<{ one: number }>(sql`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
  expect(await routeB.executePrepared<{ sum: number }>(sql`SELECT ${3}::int + ${4}::int AS sum`)).toEqual([{ sum: 7 }]);
});
