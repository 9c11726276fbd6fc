export async function register() {
  // Only the Node.js server owns the database; the proxy's runtime has nothing to prepare.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('./lib/env');
  try {
    env();
  } catch (error) {
    // A deployment on the public demo secrets, say: the launcher passes on the exit code, nothing is served.
    console.error(`[config] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  const { prepareDatabaseOrExit } = await import('./lib/server/jobs/prepare');
  await prepareDatabaseOrExit();
  // The feed runs on the job queue each minute; one refresh now, so a fresh database shows prices before the first run.
  const { refreshPrices } = await import('./lib/server/rates/feed');
  void refreshPrices();
  const { startJobs } = await import('./lib/server/jobs/queue');
  // The site serves without its queue; renewals wait until it starts again, and say why in the log.
  await startJobs().catch((error: unknown) => console.error('[jobs] could not start:', error instanceof Error ? error.message : error));
}
