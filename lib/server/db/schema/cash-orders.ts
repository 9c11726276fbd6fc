import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CASH_ORDER_ERROR_REASONS, CASH_ORDER_SIDES, CASH_ORDER_STATUSES, EXPIRING_CASH_ORDER_STATUSES } from '@/lib/terms/cash-orders';
import { atms } from './atms';
import { chainDepositAddresses, chainDeposits } from './chain';
import { bytea, timestamptz, units } from './columns';
import { users } from './users';

/**
 * An order of cash at an ATM (spec §3, statuses §4). A sell turns the customer's crypto into notes the machine pays out
 * against a withdrawal code; a buy turns notes inserted at the machine into crypto. A visitor's sell (no account) is paid
 * on chain to an address of its own and reached only by the capability its placing browser holds.
 */
export const cashOrders = pgTable(
  'cash_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    side: text('side', { enum: CASH_ORDER_SIDES }).notNull(),
    status: text('status', { enum: CASH_ORDER_STATUSES }).notNull(),
    atmId: integer('atm_id')
      .notNull()
      .references(() => atms.id),
    currency: text('currency', { enum: ['EUR', 'CZK'] }).notNull(),
    /** The notes, in minor units of `currency`: a sum the machine can pay out. */
    cashMinor: bigint('cash_minor', { mode: 'bigint' }).notNull(),
    asset: text('asset').notNull(),
    /** The crypto the notes are worth at `rate`, in the asset's smallest unit, fee excluded. */
    cryptoAmount: units('crypto_amount').notNull(),
    /** The ATM's sell (or buy) fee, in the asset's smallest unit. */
    fee: units('fee').notNull(),
    /** Fiat per whole coin when the order was placed. */
    rate: numeric('rate', { precision: 38, scale: 10 }).notNull(),
    valueEurMinor: bigint('value_eur_minor', { mode: 'bigint' }).notNull(),
    /**
     * SHA-256 of the withdrawal code, which is never stored: the code is an HMAC of the order under the server's
     * ORDER_SIGNING_KEY and this salt, so the owner's page can show it again and a copy of the database redeems nothing.
     */
    codeHash: bytea('code_hash'),
    codeSalt: bytea('code_salt').notNull(),
    /** The pending ledger transaction holding the crypto until the code is redeemed or lapses. */
    holdTransactionId: bigint('hold_transaction_id', { mode: 'number' }),
    /**
     * A buy's crediting ledger transaction: unique, and written in the same transaction as the money, so the notes a
     * machine reports are paid for in crypto once whatever the machine retries.
     */
    creditTransactionId: bigint('credit_transaction_id', { mode: 'number' }),
    errorReason: text('error_reason', { enum: CASH_ORDER_ERROR_REASONS }),
    /** A visitor's sell: its public reference (CS-…), which names the capability cookie of the browser that placed it. */
    reference: text('reference'),
    /** SHA-256 of the visitor's capability; the order page opens only for the browser holding it. */
    accessHash: bytea('access_hash'),
    /** Where the withdrawal code is e-mailed, in the visitor's language. */
    email: text('email'),
    locale: text('locale'),
    /** The order's own watched address (the chain's orders' branch) a visitor pays cryptoAmount + fee to. */
    paymentAddressId: bigint('payment_address_id', { mode: 'number' }).references(() => chainDepositAddresses.id),
    paymentAddress: text('payment_address'),
    /** The payment the order took when it was seen (ARRIVING); any other payment to the address is kept for the operator. */
    paymentDepositId: bigint('payment_deposit_id', { mode: 'number' }).references(() => chainDeposits.id),
    /** When the chain replaced a payment the order had seen: its code waits for a confirmed payment from then on. */
    paymentReplacedAt: timestamptz('payment_replaced_at'),
    /**
     * The posting that booked the confirmed payment into ATM clearing: unique, written with the money (and the deposit
     * marked credited with it), so a payment is booked once whatever the watchers retry.
     */
    paymentTransactionId: bigint('payment_transaction_id', { mode: 'number' }),
    expiresAt: timestamptz('expires_at').notNull(),
    redeemedAt: timestamptz('redeemed_at'),
    /**
     * The machine's request id of the call that paid the code out or credited the notes, written with the money: the
     * same call sent again after a lost answer is answered as the first, not refused as a used code.
     */
    machineRequestId: text('machine_request_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cash_orders_code_hash_key').on(t.codeHash),
    uniqueIndex('cash_orders_credit_transaction_key').on(t.creditTransactionId),
    uniqueIndex('cash_orders_reference_key').on(t.reference),
    uniqueIndex('cash_orders_payment_address_key').on(t.paymentAddressId),
    uniqueIndex('cash_orders_payment_deposit_key').on(t.paymentDepositId),
    uniqueIndex('cash_orders_payment_transaction_key').on(t.paymentTransactionId),
    index('cash_orders_user_created_idx').on(t.userId, t.createdAt),
    index('cash_orders_user_redeemed_idx').on(t.userId, t.redeemedAt),
    // Only what the expiry job looks for: the orders whose code is still open (sells to redeem, buys awaiting cash) and
    // the visitors' sells still awaiting payment.
    index('cash_orders_open_expiry_idx')
      .on(t.expiresAt)
      .where(sql.raw(`status IN (${EXPIRING_CASH_ORDER_STATUSES.map((status) => `'${status}'`).join(', ')})`)),
    check('cash_orders_side', sql`${t.side} IN ('sell', 'buy')`),
    check(
      'cash_orders_status',
      sql`${t.status} IN ('BUY_COMPLETED', 'BUY_ERROR', 'BUY_CANCELED', 'BUY_IN_PROGRESS', 'SELL_PAYMENT_REQUESTED', 'SELL_PAYMENT_ARRIVING', 'SELL_PAYMENT_ARRIVED', 'SELL_WITHDRAWN', 'SELL_ERROR')`,
    ),
    // A visitor's sell has all of them, any other order none: the order pages and the machine tell the two apart by them.
    check(
      'cash_orders_visitor',
      sql`(${t.accessHash} IS NULL) = (${t.reference} IS NULL) AND (${t.accessHash} IS NULL) = (${t.paymentAddressId} IS NULL) AND (${t.accessHash} IS NULL) = (${t.paymentAddress} IS NULL) AND (${t.accessHash} IS NULL) = (${t.email} IS NULL) AND (${t.accessHash} IS NULL OR (${t.side} = 'sell' AND ${t.userId} IS NULL))`,
    ),
    check('cash_orders_amounts_positive', sql`${t.cashMinor} > 0 AND ${t.cryptoAmount} > 0 AND ${t.fee} >= 0`),
  ],
);
