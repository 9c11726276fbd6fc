import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import type { FiatCurrency } from '@/lib/money';
import { executePrepared } from '@/lib/server/db';
import { databaseErrorOf, retried, sqlStateOf } from '@/lib/server/db/errors';
import type { CountedLimit, LimitSide } from './counters';
import { randomFeeShard } from './accounts';
import { KEY_LIFETIME, requestHashOf, twinStillRunning, TWIN_WAIT } from './idempotency';

/** KT007: the database has no fee schedule or limit rules yet (a fresh one); the caller writes the defaults. */
const NO_RULES = 'KT007';
/** KT008: an attempt over one of the gate's limits (rate_limit_refuse, 0037); DETAIL is the seconds to wait. */
const OVER_A_LIMIT = 'KT008';

/**
 * Whom the sender named: an account number, or an e-mail and a phone (either may match); or, from a confirmed quote, the
 * customer it was priced for, by id, so an e-mail given to someone else since cannot take the money.
 */
export type RecipientKey = { number: string } | { email: string; phone: string } | { id: number };

export interface TransferRequest {
  sender: number;
  idempotencyKey: string;
  /** What is asked (route and body): the same key with another request is refused. */
  request: unknown;
  /** The feature the operator blocks to stop transfers (feature_blocks). */
  feature: string;
  recipient: RecipientKey;
  currency: FiatCurrency;
  amount: bigint;
  /** What the transfer counts against both sides' limits, in euro cents (priced by the caller). */
  valueEurMinor: bigint;
  /**
   * The recipient's bell row (title, message, notice, noticeValues), written in the same transaction; its values are
   * also the "transfer received" e-mail's, queued there when the recipient has it on.
   */
  notice: object;
  /** The fee rule of the quote the sender confirmed; without one the sender's plan prices the transfer in the call. */
  quotedFee?: { basisPoints: number; fixedMinor: bigint };
  /**
   * The caller's rate limits, counted in the transfer's own statement after it: data-modifying CTEs that read their row
   * from `after` (the transfer's), and the seconds their refusal asks to wait (null: within the limits). Counted after
   * the transfer, their rows are held only through its commit, never by a transfer stuck on a lock. An attempt over a
   * limit rolls the transfer back (KT008) and answers `held`: the caller counts it on its own. `heldFor` is read first,
   * without a lock: the seconds an existing block still runs (null: none), in which case the transfer is not even tried.
   */
  gate?: (after: SQL) => { ctes: SQL; retryAfter: SQL; heldFor: SQL };
}

/** What stopped a transfer, in the order the sender learns of it; the caller words it. */
export type TransferRefusal =
  | { code: 'keyReused' | 'insufficientFunds' | 'recipientNotFound' }
  | { code: 'blocked' | 'notAtLevel'; side: LimitSide }
  | { code: 'limitExceeded'; side: LimitSide; period: CountedLimit['period']; limit: string; used: string };

/** What a transfer posted, as stored under its key: a replay reads the same. */
export interface TransferPosted {
  transaction: number;
  fee: string;
  basisPoints: number;
  fixedMinor: string;
  /** The sender's balance before the transfer. */
  available: string;
  recipient: { profileType: 'personal' | 'corporate'; firstName: string; lastName: string; companyName: string | null };
  /** The sender's limit counters after the posting. */
  limits: { user: number; operation: CountedLimit['operation']; period: CountedLimit['period']; limit: string; used: string }[];
}

export type TransferAnswer =
  | ({ outcome: 'posted' } & TransferPosted)
  | ({ outcome: 'refused' } & TransferRefusal)
  /** Over one of the gate's limits, or blocked by one: the transfer was rolled back or not tried, the key stays free. */
  | { outcome: 'held'; retryAfterSeconds: number }
  /** Under a key answered before transfers were one call (kept 24 hours): the receipt or the refusal itself. */
  | { outcome?: undefined };

const quotedFeeJson = (fee: TransferRequest['quotedFee']) =>
  fee ? JSON.stringify({ basisPoints: fee.basisPoints, fixedMinor: fee.fixedMinor.toString() }) : null;

/**
 * A transfer between two customers in one round trip (ledger_transfer): key, customer lock, blocks, limits, fee leg,
 * posting, the stored answer and then the caller's rate limits (the gate) in one statement, which is its own
 * transaction. `ensureRules` writes the default fee schedule and limit rules when the database has none yet, and the
 * call runs again. A twin still running after TWIN_WAIT is 409, as withIdempotencyKey's.
 */
export async function transferOnce(transfer: TransferRequest, ensureRules: () => Promise<void>): Promise<TransferAnswer> {
  const call = sql`ledger_transfer(${transfer.sender}::bigint, ${transfer.idempotencyKey}, ${requestHashOf(transfer.request)},
    ${KEY_LIFETIME}, ${TWIN_WAIT}, ${transfer.feature}, ${JSON.stringify(transfer.recipient)}::jsonb, ${transfer.currency},
    ${transfer.amount.toString()}::numeric, ${transfer.valueEurMinor.toString()}::numeric,
    ${randomFeeShard()}::integer, ${JSON.stringify(transfer.notice)}::jsonb, ${quotedFeeJson(transfer.quotedFee)}::jsonb)`;
  const gate = transfer.gate?.(sql`transfer`);
  // A caller already blocked is held before the transfer runs: no lock is taken and no key is spent for a refusal.
  const statement = gate
    ? sql`WITH held AS MATERIALIZED (SELECT ${gate.heldFor} AS seconds),
          transfer AS MATERIALIZED (SELECT ${call} AS result FROM held WHERE seconds IS NULL), ${gate.ctes}
          SELECT (SELECT result FROM transfer) AS result, (SELECT seconds FROM held) AS held_for,
            rate_limit_refuse(${gate.retryAfter})`
    : sql`SELECT ${call} AS result, NULL AS held_for`;
  // Prepared, as the limits' own statement is: planning their CTEs cost three times their work.
  const run = () => retried(() => executePrepared<{ result: TransferAnswer; held_for: number | null }>(statement));
  try {
    let rows;
    try {
      rows = await run();
    } catch (error) {
      if (sqlStateOf(error) !== NO_RULES) throw error;
      await ensureRules();
      rows = await run();
    }
    const { result, held_for: heldFor } = rows[0]!;
    return heldFor === null ? result : { outcome: 'held', retryAfterSeconds: heldFor };
  } catch (error) {
    if (sqlStateOf(error) === OVER_A_LIMIT) return { outcome: 'held', retryAfterSeconds: Number(databaseErrorOf(error).detail) };
    twinStillRunning(error);
  }
}
