export async function register() {
  // Only the Node.js server owns the database; the proxy's runtime has nothing to prepare.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { prepareDatabaseOrExit } = await import('./lib/server/db/prepare');
  await prepareDatabaseOrExit();
  const { startPriceFeed } = await import('./lib/server/rates/feed');
  startPriceFeed();
}
