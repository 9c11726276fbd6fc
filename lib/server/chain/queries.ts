import 'server-only';
import { and, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import { schema, type Executor } from '@/lib/server/db';
import type { ChainDepositStatus } from '@/lib/views/chain';

const { chainDepositAddresses, chainCursors, chainDeposits } = schema;

export type DepositAddressRow = typeof chainDepositAddresses.$inferSelect;
export type ChainDepositRow = typeof chainDeposits.$inferSelect;

export async function depositAddressOf(tx: Executor, asset: string, userId: number): Promise<DepositAddressRow | undefined> {
  const [row] = await tx
    .select()
    .from(chainDepositAddresses)
    .where(and(eq(chainDepositAddresses.asset, asset), eq(chainDepositAddresses.userId, userId)));
  return row;
}

/**
 * The next unused derivation index of an asset on the customers' branch (or the public orders'); each call takes
 * another (a concurrent loser's index stays unused).
 */
export async function takeDerivationIndex(tx: Executor, asset: string, of: 'customer' | 'order' = 'customer'): Promise<number> {
  const column = sql.identifier(of === 'customer' ? 'next_index' : 'next_order_index');
  const { rows } = await tx.execute<{ taken: number }>(sql`
    INSERT INTO chain_cursors (asset, ${column}) VALUES (${asset}, 1)
    ON CONFLICT (asset) DO UPDATE SET ${column} = chain_cursors.${column} + 1, updated_at = now()
    RETURNING ${column} - 1 AS taken`);
  return rows[0]!.taken;
}

/** Stores a customer's address; when another request stored one first, that one (the owner key decides). */
export async function insertDepositAddress(
  tx: Executor,
  row: { asset: string; userId: number; derivationIndex: number; address: string },
): Promise<DepositAddressRow> {
  await tx
    .insert(chainDepositAddresses)
    .values(row)
    .onConflictDoNothing({ target: [chainDepositAddresses.asset, chainDepositAddresses.userId] });
  return (await depositAddressOf(tx, row.asset, row.userId))!;
}

export const addressesAwaitingImport = (tx: Executor, asset: string) =>
  tx
    .select()
    .from(chainDepositAddresses)
    .where(and(eq(chainDepositAddresses.asset, asset), isNull(chainDepositAddresses.importedAt)));

export async function markImported(tx: Executor, ids: number[]): Promise<void> {
  if (ids.length > 0)
    await tx
      .update(chainDepositAddresses)
      .set({ importedAt: sql`now()` })
      .where(inArray(chainDepositAddresses.id, ids));
}

/** Every address of an asset to be imported again: the node lost its wallet (a new datadir). */
export async function forgetImports(tx: Executor, asset: string): Promise<void> {
  await tx.update(chainDepositAddresses).set({ importedAt: null }).where(eq(chainDepositAddresses.asset, asset));
}

/** The coin one of our deposit addresses (a customer's or an order's) is for. */
export async function depositAddressAsset(tx: Executor, address: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ asset: chainDepositAddresses.asset })
    .from(chainDepositAddresses)
    .where(eq(chainDepositAddresses.address, address))
    .limit(1);
  return row?.asset;
}

export const addressesNamed = (tx: Executor, asset: string, addresses: string[]) =>
  addresses.length === 0
    ? Promise.resolve([] as DepositAddressRow[])
    : tx
        .select()
        .from(chainDepositAddresses)
        .where(and(eq(chainDepositAddresses.asset, asset), inArray(chainDepositAddresses.address, addresses)));

export async function cursorOf(tx: Executor, asset: string): Promise<string | null> {
  const [row] = await tx.select({ blockHash: chainCursors.blockHash }).from(chainCursors).where(eq(chainCursors.asset, asset));
  return row?.blockHash ?? null;
}

export async function saveCursor(tx: Executor, asset: string, blockHash: string): Promise<void> {
  await tx
    .insert(chainCursors)
    .values({ asset, blockHash })
    .onConflictDoUpdate({ target: chainCursors.asset, set: { blockHash, updatedAt: sql`now()` } });
}

export interface SeenOutput {
  asset: string;
  txid: string;
  vout: number;
  addressId: number;
  userId: number | null;
  amount: bigint;
  status: Exclude<ChainDepositStatus, 'credited'>;
  confirmations: number;
  blockHash: string | null;
}

/**
 * Records outputs as the node sees them now: new ones are inserted, known ones get their confirmations and status
 * (a credited or below-minimum deposit keeps its status). One statement, so two watchers at once meet on the unique
 * (asset, txid, vout) key instead of inserting twice. The ids of the rows.
 */
export async function recordOutputs(tx: Executor, outputs: SeenOutput[]): Promise<ChainDepositRow[]> {
  if (outputs.length === 0) return [];
  return tx
    .insert(chainDeposits)
    .values(outputs)
    .onConflictDoUpdate({
      target: [chainDeposits.asset, chainDeposits.txid, chainDeposits.vout],
      set: {
        confirmations: sql`excluded.confirmations`,
        blockHash: sql`excluded.block_hash`,
        status: sql`CASE WHEN ${chainDeposits.status} IN ('credited', 'below_minimum') THEN ${chainDeposits.status} ELSE excluded.status END`,
      },
    })
    .returning();
}

/**
 * Uncredited deposits short of `required` confirmations that the node no longer lists after the cursor (one at
 * `required` or more lies before the cursor by design and waits for crediting).
 */
const unlisted = (asset: string, required: number, listedIds: number[]) =>
  and(
    eq(chainDeposits.asset, asset),
    inArray(chainDeposits.status, ['detected', 'confirming']),
    lt(chainDeposits.confirmations, required),
    listedIds.length > 0 ? notInArray(chainDeposits.id, listedIds) : undefined,
  );

/** The transactions of the unlisted deposits: each is re-organised away, or replaced by another (markReplaced). */
export async function unlistedTransactions(tx: Executor, asset: string, required: number, listedIds: number[]): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ txid: chainDeposits.txid })
    .from(chainDeposits)
    .where(unlisted(asset, required, listedIds));
  return rows.map((row) => row.txid);
}

/**
 * The unlisted deposits that were in a block: it was re-organised away and the transaction is not in the mempool
 * either. Back to detected with no confirmations; nothing was credited for them. One back at detected already stays
 * as it is and is not counted again, so a re-organisation is told once.
 */
export async function forgetUnlisted(tx: Executor, asset: string, required: number, listedIds: number[]): Promise<number> {
  const rows = await tx
    .update(chainDeposits)
    .set({ status: 'detected', confirmations: 0, blockHash: null })
    .where(
      and(
        unlisted(asset, required, listedIds),
        or(ne(chainDeposits.status, 'detected'), gt(chainDeposits.confirmations, 0), isNotNull(chainDeposits.blockHash)),
      ),
    )
    .returning({ id: chainDeposits.id });
  return rows.length;
}

/**
 * Uncredited deposits paid by transactions the chain replaced (their inputs spent by another transaction in a block):
 * replaced, for good unless a later re-organisation brings the transaction back (recordOutputs then sees it again).
 * How many changed: a deposit replaced before is not counted again.
 */
export async function markReplaced(tx: Executor, asset: string, txids: string[]): Promise<number> {
  if (txids.length === 0) return 0;
  const rows = await tx
    .update(chainDeposits)
    .set({ status: 'replaced', confirmations: 0, blockHash: null })
    .where(
      and(eq(chainDeposits.asset, asset), inArray(chainDeposits.txid, txids), inArray(chainDeposits.status, ['detected', 'confirming'])),
    )
    .returning({ id: chainDeposits.id });
  return rows.length;
}

/** Deposits with `required` confirmations not credited yet: this pass's, and any an earlier pass failed to credit. */
export const depositsToCredit = (tx: Executor, asset: string, required: number) =>
  tx
    .select({ id: chainDeposits.id, userId: chainDeposits.userId })
    .from(chainDeposits)
    .where(and(eq(chainDeposits.asset, asset), eq(chainDeposits.status, 'confirming'), gte(chainDeposits.confirmations, required)))
    .orderBy(chainDeposits.id);

/** The deposit's row, locked until the end of the transaction: crediting reads and changes it under this lock. */
export async function lockDeposit(tx: Executor, id: number): Promise<ChainDepositRow | undefined> {
  const [row] = await tx.select().from(chainDeposits).where(eq(chainDeposits.id, id)).for('update');
  return row;
}

/** A payment to a public order's address that settles nothing (too little, or the order was paid already). */
export async function markUnused(tx: Executor, id: number): Promise<void> {
  await tx
    .update(chainDeposits)
    .set({ status: 'below_minimum' })
    .where(and(eq(chainDeposits.id, id), inArray(chainDeposits.status, ['detected', 'confirming'])));
}

export async function markCredited(tx: Executor, id: number, transactionId: number, fee: bigint): Promise<void> {
  await tx
    .update(chainDeposits)
    .set({ status: 'credited', transactionId, fee, creditedAt: sql`now()` })
    .where(and(eq(chainDeposits.id, id), inArray(chainDeposits.status, ['detected', 'confirming'])));
}

/** A customer's deposits of one asset, newest first. */
export const depositsOf = (tx: Executor, userId: number, asset: string, limit = 50) =>
  tx
    .select()
    .from(chainDeposits)
    .where(and(eq(chainDeposits.userId, userId), eq(chainDeposits.asset, asset)))
    .orderBy(desc(chainDeposits.id))
    .limit(limit);

/** The deposits (any customer's) paid by one transaction: the public transaction check's answer shows no owner. */
export const depositsOfTransaction = (tx: Executor, txid: string) =>
  tx.select().from(chainDeposits).where(eq(chainDeposits.txid, txid.toLowerCase())).orderBy(chainDeposits.vout).limit(20);
