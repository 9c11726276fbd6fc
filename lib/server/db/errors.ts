import 'server-only';

/** PostgreSQL's error fields, on the error or (as drizzle wraps it) on its cause. */
export function databaseErrorOf(error: unknown): { code?: string; detail?: string } {
  if ((error as { code?: string } | null)?.code) return error as { code?: string; detail?: string };
  const cause = error instanceof Error && 'cause' in error ? (error.cause as { code?: string; detail?: string } | undefined) : undefined;
  return cause ?? {};
}

export const sqlStateOf = (error: unknown): string | undefined => databaseErrorOf(error).code;

const RETRYABLE = new Set(['40P01', '40001']);

/** A lock that NOWAIT did not get, or that lock_timeout stopped waiting for. */
export const LOCK_NOT_AVAILABLE = '55P03';

/**
 * Runs `work` again when PostgreSQL picked it as a deadlock victim or a serialization failure (40P01, 40001): its
 * transaction wrote nothing, so running it again is safe. `work` must be one whole transaction (or one statement).
 */
export async function retried<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !RETRYABLE.has(sqlStateOf(error) ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}

/**
 * PostgreSQL's codes for a database that is away or too busy for this request, not for a request that is wrong: the
 * server shutting down or starting (57P01–57P03), out of connections (53300), a connection lost (class 08), a lock or
 * statement that ran out of time (55P03, 57014), a deadlock or serialization failure that survived its retries.
 * Nothing was committed by a statement that failed so; the same request (with its idempotency key) may simply be sent again.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '55P03', '57014', '40001', '40P01']);
/**
 * A socket's errors when PostgreSQL is not there or went away (its Unix socket file is gone while it is stopped: ENOENT
 * on connect); only on a socket's own calls, so a missing file elsewhere stays what it is.
 */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
const SOCKET_CALLS = new Set(['connect', 'read', 'write']);
/** node-postgres says these in words only: a connection cut mid-query, a pool with no free connection in time. */
const UNAVAILABLE_MESSAGES = /^Connection terminated|^timeout exceeded when trying to connect|is not queryable/;

/** Whether `error` (or what it wraps) says the database is unreachable or overloaded for now: a 503 to retry, not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; current = current.cause, depth++) {
    const { code, syscall } = current as { code?: unknown; syscall?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATES.has(code) || code.startsWith('08'))) return true;
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code) && SOCKET_CALLS.has(String(syscall))) return true;
    if (UNAVAILABLE_MESSAGES.test(current.message)) return true;
  }
  return false;
}
