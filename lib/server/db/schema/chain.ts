import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CHAIN_DEPOSIT_STATUSES, CHAIN_WITHDRAWAL_STATUSES } from '@/lib/views/chain';
import { bytea, timestamptz, units } from './columns';
import { ledgerTransactions } from './ledger';
import { users } from './users';

/**
 * A deposit address for one coin, imported watch-only into the node's deposit wallet (`imported_at`; until then it is
 * not shown): a customer's at the asset's xpub /0/`derivation_index`, one per (customer, asset); a public order's at
 * /2/`derivation_index` (branch 2), one per order, so the two can never derive the same address.
 */
export const chainDepositAddresses = pgTable(
  'chain_deposit_addresses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    asset: text('asset').notNull(),
    /** The customer's; null for a public order's address (chain_orders.address_id names it). */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    /** The xpub's branch: 0 for customers, ORDER_BRANCH for public orders. */
    branch: integer('branch').notNull().default(0),
    derivationIndex: integer('derivation_index').notNull(),
    address: text('address').notNull(),
    importedAt: timestamptz('imported_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chain_deposit_addresses_owner_key').on(t.asset, t.userId),
    uniqueIndex('chain_deposit_addresses_index_key').on(t.asset, t.branch, t.derivationIndex),
    uniqueIndex('chain_deposit_addresses_address_key').on(t.asset, t.address),
    index('chain_deposit_addresses_pending_idx')
      .on(t.asset)
      .where(sql`${t.importedAt} IS NULL`),
    check('chain_deposit_addresses_index', sql`${t.derivationIndex} >= 0`),
    check('chain_deposit_addresses_owner', sql`(${t.branch} = 0) = (${t.userId} IS NOT NULL)`),
  ],
);

/**
 * Per asset: the block the watcher read up to (the next `listsinceblock` starts there) and the next derivation index
 * to hand out (taken with an UPDATE … RETURNING, so two customers never get the same one).
 */
export const chainCursors = pgTable('chain_cursors', {
  asset: text('asset').primaryKey(),
  blockHash: text('block_hash'),
  nextIndex: integer('next_index').notNull().default(0),
  /** The next index on the public orders' branch. */
  nextOrderIndex: integer('next_order_index').notNull().default(0),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * One output paid to a deposit address, unique per (asset, txid, vout): however many watchers see it, it is one row,
 * and it is credited once (status `credited` and the posting's id written in the posting's transaction).
 */
export const chainDeposits = pgTable(
  'chain_deposits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    asset: text('asset').notNull(),
    txid: text('txid').notNull(),
    vout: integer('vout').notNull(),
    addressId: bigint('address_id', { mode: 'number' })
      .notNull()
      .references(() => chainDepositAddresses.id, { onDelete: 'cascade' }),
    /** The customer credited; null for a payment to a public order's address. */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    /** The output's value in the asset's smallest unit, read from the raw transaction. */
    amount: units('amount').notNull(),
    status: text('status', { enum: CHAIN_DEPOSIT_STATUSES }).notNull(),
    confirmations: integer('confirmations').notNull(),
    blockHash: text('block_hash'),
    /** The plan's crypto_deposit fee taken at crediting. */
    fee: units('fee'),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    detectedAt: timestamptz('detected_at').notNull().defaultNow(),
    creditedAt: timestamptz('credited_at'),
  },
  (t) => [
    uniqueIndex('chain_deposits_output_key').on(t.asset, t.txid, t.vout),
    uniqueIndex('chain_deposits_transaction_key').on(t.transactionId),
    index('chain_deposits_user_idx').on(t.userId, t.id),
    index('chain_deposits_open_idx')
      .on(t.asset)
      .where(sql`${t.status} IN ('detected', 'confirming')`),
    check('chain_deposits_status', sql`${t.status} IN ('detected', 'confirming', 'credited', 'below_minimum', 'replaced')`),
    check('chain_deposits_credited', sql`(${t.status} = 'credited') = (${t.transactionId} IS NOT NULL)`),
    check('chain_deposits_amount', sql`${t.amount} > 0`),
  ],
);

/**
 * A customer's saved withdrawal address for one coin. Usable only from `usable_at` (24 hours after it was added): the
 * e-mail sent when it is added carries a link that deletes it (only its token's SHA-256 is stored), so an intruder's
 * address is stopped before any coin can go there.
 */
export const chainWithdrawalAddresses = pgTable(
  'chain_withdrawal_addresses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    asset: text('asset').notNull(),
    address: text('address').notNull(),
    label: text('label').notNull(),
    usableAt: timestamptz('usable_at').notNull(),
    cancelTokenHash: bytea('cancel_token_hash').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chain_withdrawal_addresses_owner_key').on(t.userId, t.asset, t.address),
    uniqueIndex('chain_withdrawal_addresses_cancel_key').on(t.cancelTokenHash),
  ],
);

/**
 * A public order (a swap, a card purchase) settled on chain, without a customer account: what it expects to receive
 * (a swap: `receive_amount` of `receive_asset` at its own deposit address; a card purchase receives nothing on chain)
 * and what it sends, where. The payment that settles it is `deposit_id` (once: unique), posted as
 * `received_transaction_id`; the coins go out as one chain_withdrawals row with this `order_id` (unique too).
 */
export const chainOrders = pgTable(
  'chain_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The order's public reference (SW…, CO…). */
    reference: text('reference').notNull(),
    receiveAsset: text('receive_asset'),
    receiveAmount: units('receive_amount'),
    addressId: bigint('address_id', { mode: 'number' }).references(() => chainDepositAddresses.id),
    sendAsset: text('send_asset').notNull(),
    sendAddress: text('send_address').notNull(),
    sendAmount: units('send_amount').notNull(),
    /** The house's fee in the sent asset, posted to revenue when the coins are sent. */
    fee: units('fee').notNull(),
    depositId: bigint('deposit_id', { mode: 'number' }).references(() => chainDeposits.id),
    receivedTransactionId: bigint('received_transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chain_orders_reference_key').on(t.reference),
    uniqueIndex('chain_orders_address_key').on(t.addressId),
    uniqueIndex('chain_orders_deposit_key').on(t.depositId),
    uniqueIndex('chain_orders_received_key').on(t.receivedTransactionId),
    check(
      'chain_orders_receive',
      sql`(${t.receiveAsset} IS NULL) = (${t.addressId} IS NULL) AND (${t.receiveAsset} IS NULL) = (${t.receiveAmount} IS NULL)`,
    ),
    check('chain_orders_amounts', sql`${t.sendAmount} > 0 AND ${t.fee} >= 0 AND coalesce(${t.receiveAmount}, 1) > 0`),
  ],
);

/**
 * The cancel links of withdrawal addresses that are gone (cancelled by the link or removed in the address book): a link
 * used again says the address was removed already instead of calling itself unknown.
 */
export const chainRetiredAddressTokens = pgTable('chain_retired_address_tokens', {
  cancelTokenHash: bytea('cancel_token_hash').primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  asset: text('asset').notNull(),
  address: text('address').notNull(),
  retiredAt: timestamptz('retired_at').notNull().defaultNow(),
});

/**
 * One withdrawal to the chain. The signed transaction (`raw_tx`, `txid`) is stored before it is broadcast, so a retry
 * re-sends the same bytes and a crash between signing and broadcasting can never pay twice.
 */
export const chainWithdrawals = pgTable(
  'chain_withdrawals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The customer's, holding amount + fee; null for a public order's coins (`order_id`), which nobody holds. */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' }).references(() => chainOrders.id),
    asset: text('asset').notNull(),
    /** A copy of the saved address it was made to (the address may be removed later). */
    address: text('address').notNull(),
    amount: units('amount').notNull(),
    /** The plan's crypto_withdrawal fee, held with the amount. */
    fee: units('fee').notNull(),
    /** What the miners took, read from the signed transaction: posted to the network-fee account at confirmation. */
    networkFee: units('network_fee'),
    status: text('status', { enum: CHAIN_WITHDRAWAL_STATUSES }).notNull().default('requested'),
    /** Above the asset's approval threshold: nothing is signed until `ops withdrawals approve <id>`. */
    needsApproval: boolean('needs_approval').notNull().default(false),
    approvedBy: text('approved_by'),
    holdTransactionId: bigint('hold_transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    /** A public order's posting at confirmation (a customer's withdrawal posts its hold instead). */
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    rawTx: text('raw_tx'),
    txid: text('txid'),
    confirmations: integer('confirmations').notNull().default(0),
    /** Why it failed or was refused; or the node's last answer while it still waits. */
    reason: text('reason'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chain_withdrawals_hold_key').on(t.holdTransactionId),
    uniqueIndex('chain_withdrawals_order_key').on(t.orderId),
    uniqueIndex('chain_withdrawals_transaction_key').on(t.transactionId),
    check(
      'chain_withdrawals_owner',
      sql`(${t.userId} IS NOT NULL AND ${t.holdTransactionId} IS NOT NULL AND ${t.orderId} IS NULL) OR (${t.userId} IS NULL AND ${t.holdTransactionId} IS NULL AND ${t.orderId} IS NOT NULL)`,
    ),
    uniqueIndex('chain_withdrawals_txid_key').on(t.asset, t.txid),
    index('chain_withdrawals_user_idx').on(t.userId, t.id),
    index('chain_withdrawals_open_idx')
      .on(t.asset, t.id)
      .where(sql`${t.status} IN ('requested', 'signed', 'broadcast')`),
    check('chain_withdrawals_status', sql`${t.status} IN ('requested', 'signed', 'broadcast', 'confirmed', 'failed', 'refused')`),
    check(
      'chain_withdrawals_signed',
      sql`${t.status} IN ('requested', 'failed', 'refused') OR (${t.rawTx} IS NOT NULL AND ${t.txid} IS NOT NULL)`,
    ),
    check('chain_withdrawals_amount', sql`${t.amount} > 0 AND ${t.fee} >= 0`),
  ],
);
