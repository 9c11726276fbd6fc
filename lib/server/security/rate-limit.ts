import 'server-only';
import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { db, executePrepared, schema, type Executor } from '@/lib/server/db';
import { retried } from '@/lib/server/db/errors';
import { AppError } from '@/lib/server/core';

export interface RateLimitPolicy {
  /** Attempts allowed per window; the next one is refused and starts a block. */
  limit: number;
  windowSeconds: number;
  /** The first block; each further offence doubles it (strikes), up to maxBlockSeconds. */
  blockSeconds: number;
  maxBlockSeconds: number;
}

const MINUTE = 60;
const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * Per-IP limits are loose enough for a shared address (an office, a mobile carrier's NAT, a whole
 * end-to-end run) and stop spraying across accounts; per-account and per-code limits are tight because
 * one account or one code is what a guesser targets. Account blocks stay short (an hour at most) so a
 * stranger cannot lock an owner out for long; IP blocks may grow to a day.
 */
export const RATE_LIMIT_POLICIES = {
  'login-ip': { limit: 60, windowSeconds: 15 * MINUTE, blockSeconds: 5 * MINUTE, maxBlockSeconds: DAY },
  'login-account': { limit: 8, windowSeconds: 15 * MINUTE, blockSeconds: MINUTE, maxBlockSeconds: HOUR },
  'register-ip': { limit: 20, windowSeconds: HOUR, blockSeconds: 10 * MINUTE, maxBlockSeconds: DAY },
  // Every code sent costs an SMS or an e-mail and can flood a stranger's inbox.
  'code-send': { limit: 5, windowSeconds: 15 * MINUTE, blockSeconds: 5 * MINUTE, maxBlockSeconds: DAY },
  'code-check': { limit: 5, windowSeconds: 15 * MINUTE, blockSeconds: MINUTE, maxBlockSeconds: HOUR },
  totp: { limit: 5, windowSeconds: 15 * MINUTE, blockSeconds: MINUTE, maxBlockSeconds: HOUR },
  // Recovery messages (reset link, forgot-2FA code) sent to an address: see enforceRecoverySend.
  'recovery-ip': { limit: 20, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE, maxBlockSeconds: DAY },
  'recovery-address-from-ip': { limit: 3, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE, maxBlockSeconds: HOUR },
  'recovery-address': { limit: 10, windowSeconds: HOUR, blockSeconds: 15 * MINUTE, maxBlockSeconds: HOUR },
  // Profile saves per account and per address: a taken e-mail or phone is refused by name, which must not become a lookup service.
  'profile-update': { limit: 6, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE, maxBlockSeconds: HOUR },
  'profile-update-ip': { limit: 20, windowSeconds: HOUR, blockSeconds: 10 * MINUTE, maxBlockSeconds: DAY },
  // Transfer previews and sends per customer and per address: each names (or denies) a customer behind an e-mail, a
  // phone or an account number, which unlimited would be a customer directory. One transfer through the pages takes
  // three (the form's check, the confirmation, the send). The account is the caller's own, so its blocks may grow to a day.
  'transfer-lookup': { limit: 30, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE, maxBlockSeconds: DAY },
  'transfer-lookup-ip': { limit: 60, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE, maxBlockSeconds: DAY },
  // Not a limit on the caller: at most one failed-sign-in e-mail per account per 15 minutes.
  'failed-login-mail': { limit: 1, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE, maxBlockSeconds: 15 * MINUTE },
  // Old-password checks of a signed-in session: a stolen session must not become a password oracle.
  'password-change': { limit: 8, windowSeconds: 15 * MINUTE, blockSeconds: MINUTE, maxBlockSeconds: HOUR },
  // Public order forms: a quote per (debounced) change of the inputs, orders and card attempts far fewer;
  // card attempts are what a card tester would spray.
  'order-quote': { limit: 300, windowSeconds: 15 * MINUTE, blockSeconds: 5 * MINUTE, maxBlockSeconds: HOUR },
  'swap-order': { limit: 20, windowSeconds: HOUR, blockSeconds: 15 * MINUTE, maxBlockSeconds: DAY },
  // A visitor's sell for cash opens a watched address per order: as rare as swaps, and as costly to spray.
  'cash-sell-order': { limit: 20, windowSeconds: HOUR, blockSeconds: 15 * MINUTE, maxBlockSeconds: DAY },
  'card-payment': { limit: 10, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE, maxBlockSeconds: DAY },
  // Answers to one payment's 3-D Secure challenge: the code must not be guessable.
  'payment-challenge': { limit: 5, windowSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE, maxBlockSeconds: HOUR },
  // Newsletter sign-ups from one address: a person subscribes once or twice, a script fills the list with strangers.
  'newsletter-ip': { limit: 10, windowSeconds: HOUR, blockSeconds: 15 * MINUTE, maxBlockSeconds: DAY },
  // Public order lookups per IP: plenty for a customer checking a few orders, slow for guessing references.
  'transaction-check': { limit: 30, windowSeconds: 15 * MINUTE, blockSeconds: 5 * MINUTE, maxBlockSeconds: DAY },
  // Fraud reports per IP and per reporter e-mail: each one stores a row and e-mails the address given.
  'fraud-report': { limit: 5, windowSeconds: HOUR, blockSeconds: 15 * MINUTE, maxBlockSeconds: DAY },
  // Wrong gift-voucher codes or passwords per customer (only wrong ones are counted): five a day, then a day's lock.
  'voucher-redeem': { limit: 5, windowSeconds: DAY, blockSeconds: DAY, maxBlockSeconds: DAY },
  // Messages to support per customer: plenty for a conversation, not enough to bury the operator's queue.
  'provider-message': { limit: 20, windowSeconds: HOUR, blockSeconds: 15 * MINUTE, maxBlockSeconds: HOUR },
  // Support tickets and replies per customer, likewise: each may carry three files, which the storage quota caps in bytes.
  'support-ticket': { limit: 20, windowSeconds: HOUR, blockSeconds: 15 * MINUTE, maxBlockSeconds: HOUR },
  'support-reply': { limit: 20, windowSeconds: HOUR, blockSeconds: 15 * MINUTE, maxBlockSeconds: HOUR },
  // /jiranote support notes from someone who cannot sign in: each is a ticket support reads and an e-mail back.
  'support-note-ip': { limit: 10, windowSeconds: HOUR, blockSeconds: 15 * MINUTE, maxBlockSeconds: DAY },
  'support-note-email': { limit: 3, windowSeconds: HOUR, blockSeconds: 15 * MINUTE, maxBlockSeconds: HOUR },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitPolicyName = keyof typeof RATE_LIMIT_POLICIES;

/**
 * One request that sends a recovery message to `email`, counted per requesting address, per e-mail asked for from
 * that address (tight), and per e-mail overall (loose, short blocks: it only caps the mail a stranger can cause).
 * Someone asking for another person's address from their own network spends their own budgets, so the owner,
 * asking from theirs, still gets through, or waits minutes, never a day.
 */
export async function enforceRecoverySend(email: string, ip: string | null): Promise<void> {
  await enforceRateLimits([
    ['recovery-ip', { ip }],
    ['recovery-address-from-ip', { emailFromIp: { email, ip } }],
    ['recovery-address', { email }],
  ]);
}

/** Strikes are forgotten after this long without attempts or block; the cleanup deletes such rows. */
const QUIET_SECONDS = DAY;
// 2^strikes overflows a double after about a thousand strikes; 2^30 blocks already exceed every cap.
const MAX_DOUBLINGS = 30;
// Longer subjects (a forged X-Forwarded-For of kilobytes, say) are hashed: PostgreSQL cannot index a
// key of several kilobytes, and a refused insert must not become an outage.
const MAX_PLAIN_SUBJECT = 256;

/**
 * Whom an attempt is counted against, always with its kind: the key spells the kind out (`ip:…`, `account:…`), so
 * no value of one kind can ever spend another kind's budget (a login name that reads like an address, a user id).
 */
export type RateLimitSubject =
  | { ip: string | null }
  | { account: number }
  | { email: string }
  | { login: string }
  | { payment: string }
  | { emailFromIp: { email: string; ip: string | null } };

function subjectText(subject: RateLimitSubject): string {
  // Callers without an address share one bucket rather than none.
  if ('ip' in subject) return `ip:${subject.ip ?? 'unknown'}`;
  if ('account' in subject) return `account:${subject.account}`;
  if ('email' in subject) return `email:${subject.email}`;
  if ('login' in subject) return `login:${subject.login}`;
  if ('payment' in subject) return `payment:${subject.payment}`;
  return `email-from-ip:${subject.emailFromIp.ip ?? 'unknown'}:${subject.emailFromIp.email}`;
}

/** One row per policy and subject. */
export function rateLimitKey(policy: RateLimitPolicyName, subject: RateLimitSubject): string {
  const plain = subjectText(subject);
  return `${policy}:${plain.length > MAX_PLAIN_SUBJECT ? `sha256:${createHash('sha256').update(plain).digest('hex')}` : plain}`;
}

/**
 * Counts one attempt of `subject` under `policy` and throws AppError 429 `tooManyAttempts` with Retry-After
 * when the subject is blocked or has just gone over the limit. Call it before doing the guarded work:
 * `await enforceRateLimit('totp', { account: user.id })`.
 */
export async function enforceRateLimit(policy: RateLimitPolicyName, subject: RateLimitSubject): Promise<void> {
  await enforceRateLimits([[policy, subject]]);
}

/** Limits one request passes in turn, each a policy and whom it counts. */
export type RateLimits = readonly (readonly [RateLimitPolicyName, RateLimitSubject])[];

/**
 * Several limits one request passes in turn, counted as enforceRateLimit would one after the other (a refused one
 * stops the count: the limits after it are not spent), in one round trip.
 */
export async function enforceRateLimits(limits: RateLimits): Promise<void> {
  const retryAfterSeconds = await countAttempts(limits);
  if (retryAfterSeconds !== null) throw tooManyAttempts(retryAfterSeconds);
}

/** The refusal of an attempt over its limit: 429 with Retry-After, worded in minutes. */
export function tooManyAttempts(retryAfterSeconds: number): AppError {
  return new AppError(429, 'tooManyAttempts', { retryAfterSeconds, values: { minutes: Math.ceil(retryAfterSeconds / MINUTE) } });
}

/** Like enforceRateLimit, for a limit on something the server does (a notice, a resend): false instead of a 429. */
export async function attemptAllowed(policy: RateLimitPolicyName, subject: RateLimitSubject): Promise<boolean> {
  try {
    await enforceRateLimit(policy, subject);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.status === 429) return false;
    throw error;
  }
}

/**
 * Takes back one attempt that proved legitimate, keeping the subject's other attempts and any block: a
 * shared address (an office) then spends its budget only on failures, and a guesser gains nothing from
 * an account of its own, as each success cancels no more than itself.
 */
export async function refundAttempt(policy: RateLimitPolicyName, subject: RateLimitSubject): Promise<void> {
  await db().execute(sql`UPDATE ${schema.rateLimits} SET hits = hits - 1 WHERE key = ${rateLimitKey(policy, subject)} AND hits > 0`);
}

/** Forgets a subject's attempts and strikes, e.g. after it proved the password or the code. */
export async function clearRateLimit(policy: RateLimitPolicyName, subject: RateLimitSubject): Promise<void> {
  await db().execute(sql`DELETE FROM ${schema.rateLimits} WHERE key = ${rateLimitKey(policy, subject)}`);
}

/** Whole seconds until `until`, at least 1, by the clock (not the transaction's start). */
const secondsUntil = (until: SQL) => sql`greatest(1, ceil(extract(epoch FROM ${until} - clock_timestamp())))::int`;
/** A blocked row's whole seconds still to wait. */
const SECONDS_LEFT_BLOCKED = secondsUntil(sql`blocked_until`);

/**
 * For a limit that counts failures only (enforceRateLimit once a check failed, nothing for a success): the seconds
 * until `subject` may try again when its window's attempts are spent or it is blocked, else null. Counts nothing.
 * Inside a transaction the subject's row stays locked until commit, so a success decided there and the failures counted
 * meanwhile go one after the other: tries sent at once cannot get past the limit together.
 */
export async function attemptsSpent(executor: Executor, policy: RateLimitPolicyName, subject: RateLimitSubject): Promise<number | null> {
  const { limit, windowSeconds } = RATE_LIMIT_POLICIES[policy];
  const windowEnd = sql`window_started_at + make_interval(secs => ${windowSeconds})`;
  const { rows } = await executor.execute<{ retry_after: number | null }>(sql`
    SELECT CASE WHEN blocked_until > now() THEN ${SECONDS_LEFT_BLOCKED}
                WHEN hits >= ${limit} AND ${windowEnd} > now() THEN ${secondsUntil(windowEnd)} END AS retry_after
    FROM ${schema.rateLimits} WHERE key = ${rateLimitKey(policy, subject)} FOR UPDATE`);
  return rows[0]?.retry_after ?? null;
}

/**
 * One attempt as one upsert, so concurrent attempts on several app instances serialise on the row lock and every
 * attempt is counted exactly once. `source` is a SELECT of the row to insert, which yields none when an
 * earlier limit of the same request refused. With the old row `r`: a blocked subject stays blocked (its attempts
 * only keep the row from going quiet); otherwise the hit lands in the current window or opens a new one,
 * and a hit over the limit blocks for blockSeconds × 2^strikes (capped) and opens a fresh window for
 * after the block. Answers the seconds left to wait, or null when the attempt may go ahead. now() is the
 * time the transaction began, which for an attempt that queued on the row lock lies before the block was
 * set: the wait is measured from the clock instead, so it never exceeds the block.
 */
function countAttempt(source: SQL, policy: RateLimitPolicy): SQL {
  return sql`
    INSERT INTO ${schema.rateLimits} AS r (key, window_started_at, hits, strikes, blocked_until, updated_at)
    ${source}
    ON CONFLICT (key) DO UPDATE SET (hits, strikes, blocked_until, window_started_at, updated_at) = (
      SELECT
        CASE WHEN blocked THEN r.hits WHEN over THEN 0 ELSE hits END,
        CASE WHEN over THEN strikes + 1 ELSE strikes END,
        CASE WHEN over THEN now() + make_interval(secs => least(${policy.blockSeconds} * power(2, least(strikes, ${MAX_DOUBLINGS})), ${policy.maxBlockSeconds}))
             ELSE r.blocked_until END,
        CASE WHEN blocked THEN r.window_started_at WHEN over OR fresh THEN now() ELSE r.window_started_at END,
        now()
      FROM (
        SELECT blocked, fresh, strikes, hits, NOT blocked AND hits > ${policy.limit} AS over
        FROM (
          SELECT
            coalesce(r.blocked_until > now(), false) AS blocked,
            r.window_started_at <= now() - make_interval(secs => ${policy.windowSeconds}) AS fresh,
            CASE WHEN greatest(r.updated_at, r.blocked_until) < now() - make_interval(secs => ${QUIET_SECONDS}) THEN 0 ELSE r.strikes END AS strikes,
            CASE WHEN r.window_started_at <= now() - make_interval(secs => ${policy.windowSeconds}) THEN 1 ELSE r.hits + 1 END AS hits
        ) AS attempt
      ) AS outcome
    )
    RETURNING CASE WHEN blocked_until > now() THEN ${SECONDS_LEFT_BLOCKED} END AS retry_after`;
}

/**
 * The attempts in order, for another statement to include (`WITH ${ctes} SELECT … ${retryAfter} …`): each a
 * data-modifying CTE that inserts only when the one before it let the attempt through, so a refusal leaves the later
 * limits unspent, as separate calls would. `retryAfter` is the first refusal's seconds to wait, or null. Rows locked
 * one after another in one statement can meet a multi-row DELETE (the sweep) taking them in the other order: the
 * deadlock's victim wrote nothing, and the statement runs again (`retried`). With `after` (a CTE's name), the first
 * attempt reads its row from it, so the limits are counted once that CTE's work is done. `heldFor` reads, without
 * counting or locking, the seconds until the latest block of these limits ends (null: none is blocked), so that work can
 * be skipped for an attempt that is refused anyway.
 */
export function attemptsInStatement(limits: RateLimits, { after }: { after?: SQL } = {}): { ctes: SQL; retryAfter: SQL; heldFor: SQL } {
  const steps = limits.map(([name, subject], index) => {
    const row = sql`SELECT ${rateLimitKey(name, subject)}, now(), 1, 0, NULL::timestamptz, now()`;
    const source =
      index > 0
        ? sql`${row} FROM ${sql.identifier(`attempt${index - 1}`)} WHERE retry_after IS NULL`
        : after
          ? sql`${row} FROM ${after}`
          : row;
    return sql`${sql.identifier(`attempt${index}`)} AS (${countAttempt(source, RATE_LIMIT_POLICIES[name])})`;
  });
  const answers = limits.map((_, index) => sql`(SELECT retry_after FROM ${sql.identifier(`attempt${index}`)})`);
  const keys = limits.map(([name, subject]) => sql`${rateLimitKey(name, subject)}`);
  const heldFor = sql`(
    SELECT ${SECONDS_LEFT_BLOCKED} FROM ${schema.rateLimits}
    WHERE key IN (${sql.join(keys, sql`, `)}) AND blocked_until > now() ORDER BY blocked_until DESC LIMIT 1)`;
  return { ctes: sql.join(steps, sql`, `), retryAfter: sql`coalesce(${sql.join(answers, sql`, `)})`, heldFor };
}

/** The attempts as one statement of their own; the first refusal's seconds to wait, or null. */
async function countAttempts(limits: RateLimits): Promise<number | null> {
  const { ctes, retryAfter } = attemptsInStatement(limits);
  // The commit does not wait for its WAL flush (synchronous_commit off for this statement's own transaction): a busy
  // key (an office's address) is one row that every attempt updates in turn, and each held it through a disk flush,
  // so attempts queued at the disk's pace. A database crash may forget the last fraction of a second of attempts,
  // which a limit can afford; money and sessions keep their synchronous commits.
  // Prepared: planning this statement cost three times its work, on every sign-in, code and transfer.
  const [row] = await retried(() =>
    executePrepared<{ retry_after: number | null }>(
      sql`WITH ${ctes} SELECT ${retryAfter} AS retry_after, set_config('synchronous_commit', 'off', true)`,
    ),
  );
  return row?.retry_after ?? null;
}

/** Rows quiet for a day hold nothing worth keeping: their window, block and strikes have all lapsed (the sweep job). */
export async function deleteStaleRateLimits(): Promise<number> {
  const result = await db().execute(sql`
    DELETE FROM ${schema.rateLimits}
    WHERE updated_at < now() - make_interval(secs => ${QUIET_SECONDS})
      AND (blocked_until IS NULL OR blocked_until < now() - make_interval(secs => ${QUIET_SECONDS}))
  `);
  return result.rowCount ?? 0;
}
