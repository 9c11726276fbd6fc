import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CHAIN_DEPOSIT_STATUSES } from '@/lib/views/chain';
import { timestamptz, units } from './columns';
import { ledgerTransactions } from './ledger';
import { users } from './users';

/**
 * A customer's deposit address for one coin: the asset's xpub at /0/`derivation_index`, one per (customer, asset),
 * imported watch-only into the node's deposit wallet (`imported_at`; until then it is not shown).
 */
export const chainDepositAddresses = pgTable(
  'chain_deposit_addresses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    asset: text('asset').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    derivationIndex: integer('derivation_index').notNull(),
    address: text('address').notNull(),
    importedAt: timestamptz('imported_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chain_deposit_addresses_owner_key').on(t.asset, t.userId),
    uniqueIndex('chain_deposit_addresses_index_key').on(t.asset, t.derivationIndex),
    uniqueIndex('chain_deposit_addresses_address_key').on(t.asset, t.address),
    index('chain_deposit_addresses_pending_idx')
      .on(t.asset)
      .where(sql`${t.importedAt} IS NULL`),
    check('chain_deposit_addresses_index', sql`${t.derivationIndex} >= 0`),
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
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    check('chain_deposits_status', sql`${t.status} IN ('detected', 'confirming', 'credited', 'below_minimum')`),
    check('chain_deposits_credited', sql`(${t.status} = 'credited') = (${t.transactionId} IS NOT NULL)`),
    check('chain_deposits_amount', sql`${t.amount} > 0`),
  ],
);
