import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { schema, type Executor } from '@/lib/server/db';
import { AppError } from '@/lib/server/core';
import { LOCK_NOT_AVAILABLE, sqlStateOf } from '@/lib/server/db/errors';
import { inLedgerTransaction } from './post';

const { idempotencyKeys } = schema;

/** How long a twin waits for the first request under its key before it is told that one is still running. */
export const TWIN_WAIT = '5s';
/** Keys are kept at least this long, so a retry within a day gets the first answer. */
export const KEY_LIFETIME = sql`interval '24 hours'`;

/** What is kept of a refusal, so a retry gets the same refusal in its own language. */
interface StoredRefusal {
  refusal: Pick<AppError['extra'], 'values' | 'fieldErrors' | 'nextStep'> & { status: AppError['status']; messageKey: string };
}

/** What a key's row remembers of the request: the same key with another request is refused. */
export const requestHashOf = (request: unknown) => createHash('sha256').update(JSON.stringify(request)).digest('hex');

/** A stored answer given again: the kept refusal thrown (in the caller's language), else the answer itself. */
export function replayBody<T>(body: unknown): T {
  const refusal = (body as Partial<StoredRefusal> | null)?.refusal;
  if (refusal) {
    const { status, messageKey, values, fieldErrors, nextStep } = refusal;
    throw new AppError(status, messageKey, { values, fieldErrors, nextStep });
  }
  return body as T;
}

/**
 * Runs a call that moves money at most once per (customer, key), as Stripe's idempotency keys do: the key row is
 * written in the same database transaction as the money, with the answer, so the two never disagree. A twin sent
 * meanwhile waits on the key row for the first one's answer and returns it; after TWIN_WAIT it is told to try later
 * (409). The same key with another request is refused (422). Refusals are kept too: a retry is refused alike.
 * `request` names what is asked (route and body); `work` runs after a savepoint so a refusal keeps only the key.
 */
export async function withIdempotencyKey<T>(userId: number, key: string, request: unknown, work: (tx: Executor) => Promise<T>): Promise<T> {
  const requestHash = requestHashOf(request);
  // The answer leaves the transaction as a stored row, so a refusal is committed with its key before it is thrown.
  let stored: Pick<typeof idempotencyKeys.$inferSelect, 'responseStatus' | 'responseBody'>;
  try {
    stored = await inLedgerTransaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('lock_timeout', ${TWIN_WAIT}, true)`);
      // A key past its lifetime is claimed anew in place, as ledger_transfer does (migration 0035): nothing to scan for
      // the customer's expired keys first.
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ userId, key, requestHash })
        .onConflictDoUpdate({
          target: [idempotencyKeys.userId, idempotencyKeys.key],
          set: { requestHash, responseStatus: null, responseBody: null, createdAt: sql`now()` },
          setWhere: sql`${idempotencyKeys.createdAt} < now() - ${KEY_LIFETIME}`,
        })
        .returning({ key: idempotencyKeys.key });
      const thisKey = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
      if (claimed.length === 0) {
        const [first] = await tx.select().from(idempotencyKeys).where(thisKey);
        if (!first || first.requestHash !== requestHash) throw new AppError(422, 'ledger.errors.idempotencyKeyReused');
        return first;
      }
      let answer: Pick<typeof idempotencyKeys.$inferSelect, 'responseStatus' | 'responseBody'>;
      // A savepoint of our own (released by the commit, one round trip fewer than drizzle's nested transaction).
      await tx.execute(sql`SAVEPOINT idempotent_work`);
      try {
        answer = { responseStatus: 200, responseBody: await work(tx) };
      } catch (error) {
        // A refusal that says when to come back (Retry-After: the customer's lock was taken) is not the key's answer: the
        // transaction, key included, is undone, so the same call sent again is worked.
        if (!(error instanceof AppError) || error.extra.retryAfterSeconds !== undefined) throw error;
        await tx.execute(sql`ROLLBACK TO SAVEPOINT idempotent_work`);
        const { status, messageKey, extra } = error;
        const { values, fieldErrors, nextStep } = extra;
        const refusal: StoredRefusal = { refusal: { status, messageKey, values, fieldErrors, nextStep } };
        answer = { responseStatus: status, responseBody: refusal };
      }
      await tx.update(idempotencyKeys).set(answer).where(thisKey);
      return answer;
    });
  } catch (error) {
    twinStillRunning(error);
  }
  return replayBody<T>(stored.responseBody);
}

/**
 * A wait that ran out (lock_timeout, TWIN_WAIT, set for the whole transaction): on the first request under the same key,
 * or on a row of the account that another request is still posting to. Either way 409: try again later, same key.
 */
export function twinStillRunning(error: unknown): never {
  if (sqlStateOf(error) === LOCK_NOT_AVAILABLE) throw new AppError(409, 'ledger.errors.requestInProgress');
  throw error;
}
