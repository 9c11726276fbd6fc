import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { filterAtms, type AtmFilters } from '@/lib/atms/filter';
import type { AtmDetails } from '@/lib/atms/model';
import { cached, invalidateCached } from '@/lib/server/core';
import { db, type Executor } from '@/lib/server/db';
import { atms } from '@/lib/server/db/schema';

/** The network changes a few times a month: a minute of staleness is nothing, a query per page view is. */
const ATMS_TTL_MS = 60_000;
const CACHE_KEY = 'atms:all';

async function loadAtms(): Promise<AtmDetails[]> {
  const rows = await db().select().from(atms).orderBy(asc(atms.id));
  return rows.map((row) => ({
    id: row.id,
    descriptionId: row.descriptionId,
    name: row.name,
    country: row.country,
    city: row.city,
    address: row.address,
    // Coordinates only place markers and build links; they are never summed or charged.
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    status: row.status,
    canBuy: row.canBuy,
    canSell: row.canSell,
    coins: row.coins,
    openingHours: row.openingHours,
    currency: row.currency,
    buyFeePercent: row.buyFeePercent,
    sellFeePercent: row.sellFeePercent,
    minAmountMinor: row.minAmountMinor,
    maxAmountMinor: row.maxAmountMinor,
  }));
}

/** Every machine, oldest first, from memory; the database is asked at most once a minute. */
export function allAtms(): Promise<AtmDetails[]> {
  return cached(CACHE_KEY, ATMS_TTL_MS, loadAtms);
}

/** The machines matching a search (city, address or name, accents and case ignored) and the filters. */
export async function searchAtms(filters: AtmFilters): Promise<AtmDetails[]> {
  return filterAtms(await allAtms(), filters);
}

/**
 * One machine by its numeric id ("7") or its readable description id ("kosice-optima", any letter case):
 * old links used either. Undefined for anything else.
 */
export async function findAtm(reference: string): Promise<AtmDetails | undefined> {
  const list = await allAtms();
  const wanted = reference.trim().toLowerCase();
  if (isAtmNumber(wanted)) return list.find((atm) => atm.id === Number(wanted));
  return list.find((atm) => atm.descriptionId.toLowerCase() === wanted);
}

const isAtmNumber = (reference: string) => /^\d{1,9}$/.test(reference);

/**
 * The id of the machine `reference` names as findAtm reads it, read on `tx`: an operator's command runs in its own
 * transaction, which must not ask the pool for a second connection (the catalog's cache loads through the pool).
 */
export async function atmIdNamed(tx: Executor, reference: string): Promise<number | undefined> {
  const wanted = reference.trim().toLowerCase();
  const [found] = await tx
    .select({ id: atms.id })
    .from(atms)
    .where(isAtmNumber(wanted) ? eq(atms.id, Number(wanted)) : eq(sql`lower(${atms.descriptionId})`, wanted));
  return found?.id;
}

/** The machines added last (highest id first). */
export async function newestAtms(count: number): Promise<AtmDetails[]> {
  return (await allAtms()).slice(-count).reverse();
}

const INDEX_TTL_MS = 5 * 60_000;

/** Each machine's readable id and last change, oldest first: what the sitemap lists and dates. */
export function atmIndex(): Promise<{ descriptionId: string; updatedAt: Date }[]> {
  return cached('seo:atms', INDEX_TTL_MS, () =>
    db().select({ descriptionId: atms.descriptionId, updatedAt: atms.updatedAt }).from(atms).orderBy(asc(atms.id)),
  );
}

/** After the network changed: the next reader loads it again. */
export function invalidateAtms(): void {
  invalidateCached(CACHE_KEY);
}
