import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz, units } from './columns';
import { TRANSACTION_KINDS, TRANSACTION_STATUSES } from '@/lib/terms/ledger';
import { users } from './users';

/** Every asset the ledger counts, with the decimals of its smallest unit (lib/money's scales). */
export const ledgerAssets = pgTable(
  'ledger_assets',
  {
    code: text('code').primaryKey(),
    scale: smallint('scale').notNull(),
    kind: text('kind', { enum: ['fiat', 'crypto'] }).notNull(),
  },
  (t) => [
    check('ledger_assets_scale', sql`${t.scale} BETWEEN 0 AND 30`),
    check('ledger_assets_kind', sql`${t.kind} IN ('fiat', 'crypto')`),
  ],
);

/**
 * A customer's: credit or crypto (available), held by a pending transaction, staked (earning), cash (ATM credit), card
 * (what the customer's payment cards spend, funded from the credit account).
 */
export const CUSTOMER_ACCOUNT_KINDS = ['available', 'held', 'staked', 'cash', 'card'] as const;
/**
 * The provider's: fees, liquidity per asset, rewards paid for staking, suspense, the world money comes from, and the
 * coins its node wallets hold on chain (`hot_wallet`: debited when a deposit is credited, so minus its balance is what
 * the node should hold; `network_fees`: the miners' fees the provider pays for sending coins, a cost, so below zero;
 * `atm_cash`: in a coin, the crypto that redeemed sells paid for the notes the ATMs gave out; in a fiat, the notes
 * buys put into the ATMs; the order names the machine; `atm_clearing`: the coins visitors paid on chain for cash, from
 * their confirmation until a machine pays the notes out).
 */
export const HOUSE_ACCOUNT_KINDS = [
  'fee',
  'liquidity',
  'world',
  'rewards',
  'suspense',
  'hot_wallet',
  'network_fees',
  'atm_cash',
  'atm_clearing',
] as const;
/**
 * The house accounts that may go below zero: money that entered or left the books (world), the provider's side of
 * trades (liquidity), expenses (staking rewards paid, miners' fees), coins that arrived on chain (hot wallet), and
 * ATM clearing, which a machine may pay out against a visitor's payment the house allows unconfirmed before the
 * confirmation books it in.
 */
export const NEGATIVE_HOUSE_KINDS = ['world', 'liquidity', 'rewards', 'hot_wallet', 'network_fees', 'atm_clearing'] as const;
export const LEDGER_ACCOUNT_KINDS = [...CUSTOMER_ACCOUNT_KINDS, ...HOUSE_ACCOUNT_KINDS] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/**
 * A balance in one asset, a customer's or the provider's (`world` is the other side of money entering or leaving).
 * Only the provider's NEGATIVE_HOUSE_KINDS accounts may go below zero; the database refuses it for every other.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    asset: text('asset')
      .notNull()
      .references(() => ledgerAssets.code),
    kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    /** The fee account is credited by every transfer: spread over shards, swept into shard 0. */
    shard: smallint('shard').notNull().default(0),
    /**
     * The number a customer sees and others send to: KT, the id in ten digits and two ISO 7064 mod 97-10 check digits
     * (as an IBAN's), so a mistyped number names no account. Null for the provider's accounts.
     */
    number: text('number').generatedAlwaysAs(
      sql`CASE WHEN user_id IS NULL THEN NULL ELSE 'KT' || lpad(id::text, 10, '0') || lpad((98 - (id::numeric * 100) % 97)::text, 2, '0') END`,
    ),
    balance: units('balance')
      .notNull()
      .default(sql`0`),
    mayGoNegative: boolean('may_go_negative').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_customer_key')
      .on(t.userId, t.asset, t.kind)
      .where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex('ledger_accounts_house_key')
      .on(t.kind, t.asset, t.shard)
      .where(sql`${t.userId} IS NULL`),
    uniqueIndex('ledger_accounts_number_key').on(t.number),
    check(
      'ledger_accounts_kind',
      sql`${t.kind} IN ('available', 'held', 'staked', 'cash', 'card', 'fee', 'liquidity', 'world', 'rewards', 'suspense', 'hot_wallet', 'network_fees', 'atm_cash', 'atm_clearing')`,
    ),
    check('ledger_accounts_not_negative', sql`${t.mayGoNegative} OR ${t.balance} >= 0`),
    check(
      'ledger_accounts_negative_house_only',
      sql`NOT ${t.mayGoNegative} OR (${t.userId} IS NULL AND ${t.kind} IN ('world', 'liquidity', 'rewards', 'hot_wallet', 'network_fees', 'atm_clearing'))`,
    ),
    check(
      'ledger_accounts_customer_kinds',
      sql`(${t.userId} IS NULL) = (${t.kind} NOT IN ('available', 'held', 'staked', 'cash', 'card'))`,
    ),
    check('ledger_accounts_shard', sql`${t.shard} BETWEEN 0 AND 63`),
  ],
);

/** One movement of money: its entries sum to zero per asset (checked by the database when the transaction commits). */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** What moved the money (lib/ledger/terms.ts). */
    kind: text('kind', { enum: TRANSACTION_KINDS }).notNull(),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull(),
    /** The value in euro cents when posted: the cost basis of crypto and the amount limits count. */
    valueEurMinor: units('value_eur_minor')
      .notNull()
      .default(sql`0`),
    /** The transaction this one reverses (a correction is a new transaction, never an edit). */
    reverses: bigint('reverses', { mode: 'number' }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** Now, or the business time the posting's transaction set (ledger_now, 0042). */
    createdAt: timestamptz('created_at')
      .notNull()
      .default(sql`ledger_now()`),
    /** When a pending transaction was posted or voided. */
    settledAt: timestamptz('settled_at'),
    /** A hold that lapses: still pending at this time, the release-expired-holds job releases it (ledger/jobs.ts). */
    expiresAt: timestamptz('expires_at'),
  },
  (t) => [
    check('ledger_transactions_status', sql`${t.status} IN ('posted', 'pending', 'voided')`),
    uniqueIndex('ledger_transactions_reverses_key').on(t.reverses),
    index('ledger_transactions_created_idx').on(t.createdAt),
    // Only what the job looks for: the pending holds that lapse, so the index stays as small as what is due.
    index('ledger_transactions_expiring_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending' AND ${t.expiresAt} IS NOT NULL`),
  ],
);

/** One side of a movement: a signed amount on one account and the balance it left. Never updated, never deleted. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** The account's owner, copied by the posting: a customer's history is one index range, whatever their accounts. */
    userId: bigint('user_id', { mode: 'number' }),
    asset: text('asset').notNull(),
    amount: units('amount').notNull(),
    balanceAfter: units('balance_after').notNull(),
    /** Its transaction's time (ledger_now, 0042). */
    createdAt: timestamptz('created_at')
      .notNull()
      .default(sql`ledger_now()`),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    // With the id: the balance check at commit finds "a later entry of this transaction" in one probe (ledger_transaction_balanced).
    index('ledger_entries_transaction_idx').on(t.transactionId, t.id),
    index('ledger_entries_account_time_idx').on(t.accountId, t.createdAt),
    index('ledger_entries_user_idx')
      .on(t.userId, t.id)
      .where(sql`${t.userId} IS NOT NULL`),
    // A history filtered by dates turns them into an id range of the customer's entries (ids follow time).
    index('ledger_entries_user_time_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.userId} IS NOT NULL`),
    check('ledger_entries_amount', sql`${t.amount} <> 0`),
  ],
);

/**
 * Stripe-style idempotency keys, per customer: the first answer is kept with a hash of the request, so a retry gets
 * it again (also after a restart) and a different request under the same key is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still running. */
    responseStatus: smallint('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
