import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { FiatCurrency } from '@/lib/money';
import { db } from '@/lib/server/db';
import { notify, settingEmail, type PendingEmail } from '@/lib/server/notifications';
import { storedPrices, type StoredPrice } from '@/lib/server/rates';
import type { AlertDirection } from '@/lib/terms/alerts';
import { priceAlertEmail } from './mail';

/** Alerts fired per transaction: a crossing's bell notices are committed together, their e-mails sent after. */
const BATCH = 200;

type Crossed = {
  id: string;
  user_id: string;
  asset: string;
  currency: FiatCurrency;
  direction: AlertDirection;
  threshold: string;
  repeat: boolean;
  firings: number;
  price: string;
};

/** The stored prices as a table `p` (symbol, currency, price) of the statements below: coin_prices is the rates domain's. */
function pricesTable(prices: readonly StoredPrice[]): SQL {
  const column = (values: string[]) => `{${values.map((value) => `"${value}"`).join(',')}}`;
  return sql`unnest(${column(prices.map((row) => row.symbol))}::text[], ${column(prices.map((row) => row.currency))}::text[],
                    ${column(prices.map((row) => row.price))}::numeric[]) AS p (symbol, currency, price)`;
}

/**
 * Re-arming, defined: a re-arming alert that fired is armed again once the stored price is strictly back on the other
 * side of its threshold (an "above 50,000" alert when the price is below 50,000), so it fires again only after a new
 * crossing, never twice for one stay above the line.
 */
async function rearm(prices: SQL): Promise<void> {
  await db().execute(sql`
    UPDATE price_alerts a SET armed = true
      FROM ${prices}
     WHERE a.status = 'active' AND a.repeat AND NOT a.armed AND p.symbol = a.asset AND p.currency = a.currency
       AND CASE a.direction WHEN 'above' THEN p.price < a.threshold ELSE p.price > a.threshold END`);
}

/**
 * One batch of crossings in one transaction: the armed alerts the stored prices have reached (above: price ≥ threshold;
 * below: price ≤ threshold), locked FOR NO KEY UPDATE SKIP LOCKED (a check running at the same time takes the others,
 * and sees these disarmed once this one commits); for each, its (alert, n-th firing) key, disarmed (a one-shot alert
 * done), and the bell notice. The key's primary key refuses a firing written twice. The e-mails to send after commit.
 */
async function fireBatch(prices: SQL): Promise<{ seen: number; fired: number; emails: PendingEmail[] }> {
  return db().transaction(async (tx) => {
    const { rows } = await tx.execute<Crossed>(sql`
      SELECT a.id, a.user_id, a.asset, a.currency, a.direction, a.threshold::text, a.repeat, a.firings, p.price::text
        FROM price_alerts a JOIN ${prices} ON p.symbol = a.asset AND p.currency = a.currency
       WHERE a.status = 'active' AND a.armed
         AND CASE a.direction WHEN 'above' THEN p.price >= a.threshold ELSE p.price <= a.threshold END
       ORDER BY a.id LIMIT ${BATCH}
         FOR NO KEY UPDATE OF a SKIP LOCKED`);
    const emails: PendingEmail[] = [];
    for (const alert of rows) {
      const { rows: keys } = await tx.execute(sql`
        INSERT INTO price_alert_firings (alert_id, seq, price) VALUES (${alert.id}, ${alert.firings + 1}, ${alert.price})
        ON CONFLICT DO NOTHING RETURNING alert_id`);
      if (keys.length === 0) continue;
      await tx.execute(sql`
        UPDATE price_alerts SET armed = false, firings = firings + 1, last_fired_at = now(),
               status = CASE WHEN repeat THEN 'active' ELSE 'done' END
         WHERE id = ${alert.id}`);
      const userId = Number(alert.user_id);
      const crossing = {
        asset: alert.asset,
        currency: alert.currency,
        direction: alert.direction,
        threshold: alert.threshold,
        price: alert.price,
      };
      await notify(tx, userId, { key: 'priceAlertCrossed', values: crossing });
      emails.push(await settingEmail(tx, userId, 'priceAlert', 'price-alert', (recipient) => priceAlertEmail(recipient, crossing)));
    }
    return { seen: rows.length, fired: emails.length, emails };
  });
}

/**
 * Checks every alert against the prices just stored (after each refresh and `ops set-price`): re-arms, then fires each
 * crossing once, with one bell notice and one e-mail. How many alerts fired.
 */
export async function checkPriceAlerts(): Promise<number> {
  const prices = pricesTable(await storedPrices());
  await rearm(prices);
  let fired = 0;
  for (;;) {
    const batch = await fireBatch(prices);
    await Promise.all(batch.emails.map((email) => email.send()));
    fired += batch.fired;
    if (batch.seen < BATCH) return fired;
  }
}
