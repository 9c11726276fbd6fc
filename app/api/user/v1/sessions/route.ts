import * as account from '@/lib/api/contracts/account';
import { listActiveSessions } from '@/lib/server/auth';
import { apiHandler } from '@/lib/server/http/handler';
import { describeDevice } from '@/lib/format/device';

export const GET = apiHandler(account.sessions, async ({ session }) => ({
  sessions: (await listActiveSessions(session)).map((row) => ({
    id: row.id,
    state: row.state,
    device: describeDevice(row.userAgent),
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    current: row.current,
  })),
}));
