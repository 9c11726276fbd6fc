import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { FIAT_CURRENCIES, isFiatCurrency, scaleOf } from '@/lib/money';
import { type Executor, schema } from '@/lib/server/db';
import type { LedgerAccountKind } from '@/lib/server/db/schema';

const { ledgerAccounts, ledgerAssets } = schema;

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

/** One of the provider's accounts; `world` and `liquidity` may go below zero (money that entered or left the books). */
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
    .values({ kind, asset, shard, mayGoNegative: kind === 'world' || kind === 'liquidity' })
    .onConflictDoNothing();
  const [opened] = await tx.select(accountColumns).from(ledgerAccounts).where(where);
  if (!opened) throw new Error(`house account ${kind}/${asset}/${shard} not opened`);
  return opened;
}

/** A fee shard picked at random: each transfer's fee lands on one of FEE_SHARDS rows, swept into shard 0 later. */
export const feeShardAccount = (tx: Executor, asset: string) =>
  houseAccount(tx, 'fee', asset, 1 + Math.floor(Math.random() * (FEE_SHARDS - 1)));

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

/** The accounts of one customer with their balances, by asset and kind. */
export async function balancesOf(tx: Executor, userId: number) {
  return tx
    .select({ ...accountColumns, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId))
    .orderBy(ledgerAccounts.asset, sql`${ledgerAccounts.kind}`);
}
