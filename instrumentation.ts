export async function register() {
  // Only the Node.js server owns the database; the proxy's runtime has nothing to prepare.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { prepareDatabase } = await import('./lib/server/db/prepare');
  try {
    await prepareDatabase();
  } catch (error) {
    // A server without its schema would answer every request with an error: stop and say why instead.
    console.error('[db] could not prepare the database:', error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
