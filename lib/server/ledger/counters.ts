import 'server-only';
import type { LimitOperation, LimitPeriod } from '@/lib/server/db/schema';

/** Whose limit a counter is: the sender's refusal names figures, the recipient's none (the limits domain words it). */
export type LimitSide = 'sender' | 'recipient';

/**
 * One period's counter a posting moves in the same statement (`ledger_use_limits`): counted while used + amount <=
 * limit. The limit is the caller's policy (the limits domain reads it); the ledger only counts.
 */
export interface LimitUse {
  user: number;
  operation: LimitOperation;
  period: LimitPeriod;
  amount: string;
  limit: string;
  side: LimitSide;
}

/** A counter after the posting moved it. */
export interface CountedLimit {
  user: number;
  operation: LimitOperation;
  period: LimitPeriod;
  limit: bigint;
  used: bigint;
}

/**
 * The ledger's refusal of a use that did not fit (KT006): what the caller needs to word it. Not an AppError: how a
 * limit is told to the customer (and that the recipient's is told without figures) is the limits domain's business.
 */
export class LimitExceeded extends Error {
  constructor(
    readonly side: LimitSide,
    readonly period: LimitPeriod,
    readonly limit: bigint,
    readonly used: bigint,
  ) {
    super(`${side} limit exceeded (${period})`);
    this.name = 'LimitExceeded';
  }

  /** From KT006's detail: the side, the period, the limit and what is used, as ledger_use_limits raises it. */
  static fromDetail(detail: string): LimitExceeded {
    const { side, period, limit, used } = JSON.parse(detail) as { side: LimitSide; period: LimitPeriod; limit: string; used: string };
    return new LimitExceeded(side, period, BigInt(limit), BigInt(used));
  }
}
