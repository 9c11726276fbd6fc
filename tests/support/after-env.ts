import { closeDb } from '@/lib/server/db';
import { recordConnectionMisuse, takeConnectionMisuses } from '@/lib/server/db/connection-guard';

// node-postgres warns once per process when a query is sent to a connection already running two: a misuse like those
// the guard records itself (lib/server/db/connection-guard.ts), and as fatal to the test that provoked it.
const onWarning = (warning: Error) => {
  if (/already executing a query/.test(warning.message)) recordConnectionMisuse(warning.message);
};
process.on('warning', onWarning);

afterEach(() => {
  const misuses = takeConnectionMisuses();
  if (misuses.length > 0)
    throw new Error(`connections misused (one connection per request, one query at a time):\n${misuses.join('\n\n')}`);
});

afterAll(async () => {
  process.off('warning', onWarning);
  await closeDb();
});
