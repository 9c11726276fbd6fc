import 'server-only';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { FIAT_CURRENCIES, isFiatCurrency, scaleOf } from '@/lib/money';
import { type Executor, schema } from '@/lib/server/db';
import { NEGATIVE_HOUSE_KINDS, type LedgerAccountKind } from '@/lib/server/db/schema';

const { ledgerAccounts, ledgerAssets, ledgerTransactions } = schema;

/** Fee credits spread over this many shard accounts per asset, so concurrent transfers do not queue on one row. */
export const FEE_SHARDS = 16;

export interface LedgerAccount {
  id: number;
  userId: number | null;
  asset: string;
  kind: LedgerAccountKind;
  number: string | null;
}

const accountColumns = {
  id: ledgerAccounts.id,
  userId: ledgerAccounts.userId,
  asset: ledgerAccounts.asset,
  kind: ledgerAccounts.kind,
  number: ledgerAccounts.number,
};

/** The asset's row, written on first use from lib/money's scales (an unknown asset is a programming error). */
async function ensureAsset(tx: Executor, asset: string): Promise<void> {
  await tx
    .insert(ledgerAssets)
    .values({ code: asset, scale: scaleOf(asset), kind: isFiatCurrency(asset) ? 'fiat' : 'crypto' })
    .onConflictDoNothing();
}

/** A customer's account of one kind in one asset, opened (at zero) on first use. */
export async function customerAccount(
  tx: Executor,
  userId: number,
  asset: string,
  kind: LedgerAccountKind = 'available',
): Promise<LedgerAccount> {
  const where = and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.asset, asset), eq(ledgerAccounts.kind, kind));
  const [found] = await tx.select(accountColumns).from(ledgerAccounts).where(where);
  if (found) return found;
  await ensureAsset(tx, asset);
  await tx.insert(ledgerAccounts).values({ userId, asset, kind }).onConflictDoNothing();
  const [opened] = await tx.select(accountColumns).from(ledgerAccounts).where(where);
  if (!opened) throw new Error(`ledger account ${userId}/${asset}/${kind} not opened`);
  return opened;
}

/**
 * The accounts of one kind in one asset of many customers at once (a batch posting to each), by customer; those not
 * open yet are missing.
 */
export async function customerAccountIds(
  tx: Executor,
  userIds: number[],
  asset: string,
  kind: LedgerAccountKind,
): Promise<Map<number, number>> {
  const rows = await tx
    .select({ id: ledgerAccounts.id, userId: ledgerAccounts.userId })
    .from(ledgerAccounts)
    .where(and(inArray(ledgerAccounts.userId, userIds), eq(ledgerAccounts.asset, asset), eq(ledgerAccounts.kind, kind)));
  return new Map(rows.map((row) => [row.userId!, row.id]));
}

/**
 * One of the provider's accounts; those of NEGATIVE_HOUSE_KINDS may go below zero.
 */
export async function houseAccount(
  tx: Executor,
  kind: Exclude<LedgerAccountKind, 'available' | 'held' | 'staked' | 'cash'>,
  asset: string,
  shard = 0,
) {
  const where = and(
    isNull(ledgerAccounts.userId),
    eq(ledgerAccounts.kind, kind),
    eq(ledgerAccounts.asset, asset),
    eq(ledgerAccounts.shard, shard),
  );
  const [found] = await tx.select(accountColumns).from(ledgerAccounts).where(where);
  if (found) return found;
  await ensureAsset(tx, asset);
  await tx
    .insert(ledgerAccounts)
    .values({ kind, asset, shard, mayGoNegative: (NEGATIVE_HOUSE_KINDS as readonly string[]).includes(kind) })
    .onConflictDoNothing();
  const [opened] = await tx.select(accountColumns).from(ledgerAccounts).where(where);
  if (!opened) throw new Error(`house account ${kind}/${asset}/${shard} not opened`);
  return opened;
}

/** A fee shard (not the main fee account, shard 0) picked at random: the fees of concurrent payers land on different rows. */
export const randomFeeShard = () => 1 + Math.floor(Math.random() * (FEE_SHARDS - 1));

/** A fee shard's account: each fee lands on one of FEE_SHARDS rows, swept into shard 0 later. */
export const feeShardAccount = (tx: Executor, asset: string) => houseAccount(tx, 'fee', asset, randomFeeShard());

/**
 * What every customer has from sign-up: a credit account per fiat currency, a cash (ATM credit) account and an
 * earning account; crypto accounts open on first use.
 */
export async function openCustomerAccounts(tx: Executor, userId: number): Promise<void> {
  for (const currency of FIAT_CURRENCIES) await customerAccount(tx, userId, currency, 'available');
  await customerAccount(tx, userId, 'EUR', 'cash');
  await customerAccount(tx, userId, 'BTC', 'staked');
}

/** The customer account a number names, whoever owns it; null when no account has it. */
export async function accountByNumber(tx: Executor, number: string): Promise<LedgerAccount | null> {
  const [found] = await tx
    .select(accountColumns)
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.number, number.toUpperCase().replace(/\s/g, '')));
  return found ?? null;
}

/** What a customer's credit (available) account in one asset holds; 0 when it is not open yet. */
export async function availableBalance(tx: Executor, userId: number, asset: string): Promise<bigint> {
  const [found] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.asset, asset), eq(ledgerAccounts.kind, 'available')));
  return found?.balance ?? 0n;
}

/** The accounts of one customer (of the given kinds, else all) with their balances, by asset and kind. */
export async function balancesOf(tx: Executor, userId: number, kinds?: LedgerAccountKind[]) {
  const owned = eq(ledgerAccounts.userId, userId);
  return tx
    .select({ ...accountColumns, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(kinds ? and(owned, inArray(ledgerAccounts.kind, kinds)) : owned)
    .orderBy(ledgerAccounts.asset, sql`${ledgerAccounts.kind}`);
}

/** What one account holds, whoever owns it; 0 when there is no such account. */
export async function accountBalance(tx: Executor, accountId: number): Promise<bigint> {
  const [found] = await tx.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId));
  return found?.balance ?? 0n;
}

/** The accounts with these ids, in no particular order. */
export const accountsById = (tx: Executor, ids: number[]) =>
  tx.select(accountColumns).from(ledgerAccounts).where(inArray(ledgerAccounts.id, ids));

/** The assets in which fees have been charged: one fee account (and its shards) each. */
export const feeAssets = (tx: Executor) =>
  tx.selectDistinct({ asset: ledgerAccounts.asset }).from(ledgerAccounts).where(eq(ledgerAccounts.kind, 'fee'));

/** The fee shards of an asset (not the main fee account) that hold something to sweep. */
export const feeShardsToSweep = (tx: Executor, asset: string) =>
  tx
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        isNull(ledgerAccounts.userId),
        eq(ledgerAccounts.kind, 'fee'),
        eq(ledgerAccounts.asset, asset),
        sql`${ledgerAccounts.shard} > 0`,
        sql`${ledgerAccounts.balance} > 0`,
      ),
    );

/** Every asset's balances summed by account kind: each asset's sum is zero when the books balance. */
export async function trialBalance(tx: Executor) {
  const { rows } = await tx.execute<{ asset: string; kind: string; total: string }>(
    sql`SELECT asset, kind, sum(balance) AS total FROM ledger_accounts GROUP BY asset, kind ORDER BY asset, kind`,
  );
  return rows;
}

/**
 * Deletes the accounts of these customers. Only accounts that never had an entry can go: one that did fails on the
 * entries' foreign key, which the caller takes as "this customer has a history".
 */
export async function deleteCustomerAccounts(tx: Executor, userIds: number[]): Promise<void> {
  await tx.delete(ledgerAccounts).where(inArray(ledgerAccounts.userId, userIds));
}

/** A user-to-user transfer (its metadata and time) when this customer sent it; null for any other transaction. */
export async function sentTransfer(tx: Executor, transactionId: number, senderId: number) {
  const [found] = await tx
    .select({ metadata: ledgerTransactions.metadata, createdAt: ledgerTransactions.createdAt })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.id, transactionId),
        eq(ledgerTransactions.kind, 'transfer'),
        sql`${ledgerTransactions.metadata}->>'from' = ${String(senderId)}`,
      ),
    );
  return found ?? null;
}
