import { sql } from 'drizzle-orm';
import { POST as market } from '@/app/api/user/v1/exchange/market/route';
import { POST as cancel } from '@/app/api/user/v1/exchange/orders/[id]/cancel/route';
import { POST as place } from '@/app/api/user/v1/exchange/orders/route';
import { POST as quote } from '@/app/api/user/v1/exchange/quote/route';
import { db } from '@/lib/server/db';
import { tradingFee } from '@/lib/server/exchange/fills';
import { notionalOf, pairNamed } from '@/lib/server/exchange/pairs';
import { customerAccount } from '@/lib/server/ledger/accounts';
import { creditFromWorld } from '@/lib/server/ledger/outside-credits';
import { callApi } from './api';
import { createUser } from './db';
import { fund } from './ledger';
import { signIn } from './session';

export const askQuote = (token: string, body: unknown) => callApi(quote, 'user/v1/exchange/quote', { method: 'POST', token, body });
export const fillQuote = (token: string, id: string, key = crypto.randomUUID()) =>
  callApi(market, 'user/v1/exchange/market', { method: 'POST', token, body: { quote: id }, headers: { 'idempotency-key': key } });
export const placeOrder = (token: string, body: unknown, key = crypto.randomUUID()) =>
  callApi(place, 'user/v1/exchange/orders', { method: 'POST', token, body, headers: { 'idempotency-key': key } });
export const cancelOrder = (token: string, id: number) =>
  callApi(cancel, `user/v1/exchange/orders/${id}/cancel`, { method: 'POST', token, params: { id: String(id) } });

/** A verified customer holding `units` of `asset` (none when 0), signed in. */
export async function customerWith(asset: string, units: bigint) {
  const user = await createUser({ verificationLevel: 1 });
  if (units > 0n) await fund(user.id, asset, units);
  return { user, token: await signIn(user) };
}

/**
 * Resting BTC-EUR limit buys of `quantity` each, `perCustomer` per customer over `customers` basic-plan customers, the
 * limits taken in turn from `limits` (PRICE_SCALE units). Written in bulk (a hold and an order per row of one
 * statement), as placing them through the API would take minutes at bench sizes; the holds and orders are the ones
 * placeOrder writes. The customers' ids.
 */
export async function seedRestingBuys(options: { customers: number; perCustomer: number; quantity: bigint; limits: bigint[] }) {
  const pair = pairNamed('BTC-EUR');
  const held = await Promise.all(
    options.limits.map(async (limit) => {
      const notional = notionalOf(pair, options.quantity, limit, 'up');
      return notional + (await tradingFee(db(), 'basic', 'EUR', notional));
    }),
  );
  const userIds: number[] = [];
  for (let c = 0; c < options.customers; c++) {
    const { rows } = await db().execute<{ id: string }>(sql`
      INSERT INTO users (email, password_hash, profile_type, first_name, last_name, verification_level, email_verified_at, phone_verified_at)
      VALUES (${`exchange-${c}-${Math.random().toString(36).slice(2)}@kryptomat.test`}, 'x', 'personal', 'Bench', 'Trader', 1, now(), now())
      RETURNING id`);
    const userId = Number(rows[0]!.id);
    userIds.push(userId);
    const total = held.reduce((sum, amount) => sum + amount, 0n) * BigInt(Math.ceil(options.perCustomer / held.length) + 1);
    await creditFromWorld(db(), { userId, asset: 'EUR', amount: total, kind: 'bank-deposit' });
    const [available, heldAccount] = [await customerAccount(db(), userId, 'EUR'), await customerAccount(db(), userId, 'EUR', 'held')];
    const limits = `{${options.limits.join(',')}}`;
    const holds = `{${held.join(',')}}`;
    await db().execute(sql`
      WITH terms AS (
        SELECT i, (${limits}::numeric[])[1 + i % ${options.limits.length}] AS limit_price,
                  (${holds}::numeric[])[1 + i % ${options.limits.length}] AS held
          FROM generate_series(0, ${options.perCustomer - 1}) AS i
      ), holds AS (
        SELECT limit_price, held, ledger_post('exchange', 'pending',
                 jsonb_build_array(jsonb_build_object('account', ${available.id}::bigint, 'amount', (-held)::text),
                                   jsonb_build_object('account', ${heldAccount.id}::bigint, 'amount', held::text)),
                 0, '{}'::jsonb, NULL) AS posted
          FROM terms
      )
      INSERT INTO exchange_orders (user_id, side, type, base, quote, quantity, limit_price, status, held_amount, hold_transaction_id)
      SELECT ${userId}, 'buy', 'limit', 'BTC', 'EUR', ${options.quantity.toString()}::numeric, limit_price, 'open', held, (posted->>'id')::bigint
        FROM holds`);
  }
  return userIds;
}
