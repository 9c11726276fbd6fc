import 'server-only';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { trimDecimal } from '@/lib/money';
import type { CustomerRow } from '@/lib/server/auth';
import { AppError, lockCustomer } from '@/lib/server/core';
import { db, schema } from '@/lib/server/db';
import type { PriceAlert } from '@/lib/server/db/schema';
import { coinDefinitions, storedPrices } from '@/lib/server/rates';
import { MAX_PRICE_ALERTS } from '@/lib/terms/alerts';
import type { PriceAlertValues } from '@/lib/validation/alerts';
import type { PriceAlertsView, PriceAlertView } from '@/lib/views/alerts';

const { priceAlerts } = schema;

const refused = (field: 'asset' | 'price', key: string) => new AppError(422, 'validationFailed', { fieldErrors: { [field]: key } });

export const alertView = (alert: PriceAlert): PriceAlertView => ({
  id: alert.id,
  asset: alert.asset,
  currency: alert.currency,
  direction: alert.direction,
  price: trimDecimal(alert.threshold),
  repeat: alert.repeat,
  armed: alert.status === 'active' && alert.armed,
  status: alert.status,
  firings: alert.firings,
  lastFiredAt: alert.lastFiredAt?.toISOString() ?? null,
  createdAt: alert.createdAt.toISOString(),
});

/** The customer's alerts, newest first: the active ones and the one-shot ones that fired. */
export async function listAlerts(userId: number): Promise<PriceAlertView[]> {
  const rows = await db().select().from(priceAlerts).where(eq(priceAlerts.userId, userId)).orderBy(desc(priceAlerts.id));
  return rows.map(alertView);
}

/** What the rates page and Settings show: the alerts, and the listed coins one can be set on. */
export async function priceAlertsView(userId: number): Promise<PriceAlertsView> {
  return {
    alerts: await listAlerts(userId),
    coins: coinDefinitions.map(({ symbol, name }) => ({ symbol, name })),
    max: MAX_PRICE_ALERTS,
  };
}

/**
 * A new alert, armed. Counted under the customer's lock, so two at once cannot make a 21st. An alert already met by
 * the current price is refused: it would fire at the next refresh without anything having crossed.
 */
export async function createAlert(user: CustomerRow, values: PriceAlertValues): Promise<PriceAlertView> {
  return db().transaction(async (tx) => {
    await lockCustomer(tx, user.id);
    const current = (await storedPrices(tx)).find((row) => row.symbol === values.asset && row.currency === values.currency);
    if (!current) throw refused('asset', 'alerts.errors.unknownCoin');
    const [active] = await tx
      .select({ n: count() })
      .from(priceAlerts)
      .where(and(eq(priceAlerts.userId, user.id), eq(priceAlerts.status, 'active')));
    if ((active?.n ?? 0) >= MAX_PRICE_ALERTS) throw new AppError(409, 'alerts.errors.tooMany', { values: { max: MAX_PRICE_ALERTS } });
    const { rows } = await tx.execute<{ met: boolean }>(
      sql`SELECT CASE WHEN ${values.direction} = 'above' THEN ${current.price}::numeric >= ${values.price}::numeric
                      ELSE ${current.price}::numeric <= ${values.price}::numeric END AS met`,
    );
    if (rows[0]?.met) throw refused('price', `alerts.errors.already_${values.direction}`);
    const [alert] = await tx
      .insert(priceAlerts)
      .values({
        userId: user.id,
        asset: values.asset,
        currency: values.currency,
        direction: values.direction,
        threshold: values.price,
        repeat: values.repeat,
      })
      .returning();
    return alertView(alert!);
  });
}

/** Removes one of the customer's alerts (another customer's id: 404, as if it did not exist). */
export async function deleteAlert(user: CustomerRow, id: number): Promise<{ id: number }> {
  const deleted = await db()
    .delete(priceAlerts)
    .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, user.id)))
    .returning({ id: priceAlerts.id });
  if (deleted.length === 0) throw new AppError(404, 'alerts.errors.notFound');
  return { id };
}
