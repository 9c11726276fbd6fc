import { NextRequest } from 'next/server';
import { POST as buyCash } from '@/app/api/atm/v1/buy-cash/route';
import { POST as heartbeat } from '@/app/api/atm/v1/heartbeat/route';
import { POST as redeem } from '@/app/api/atm/v1/redeem/route';
import { issueMachineKey, machineRequest } from '@/lib/server/atms/machine';
import { db, schema } from '@/lib/server/db';

const HANDLERS = { redeem, heartbeat, 'buy-cash': buyCash };
const ORIGIN = 'http://localhost:3000';

export type MachineKey = { id: string; secret: Buffer };

/** A simulated machine: its own key, and requests signed with it as a real machine signs them. */
export async function simulatedMachine(atmId: number) {
  const key = await issueMachineKey(db(), atmId);
  /** A signed request, to be sent once (`send`) or again (a replay). */
  const sign = (call: keyof typeof HANDLERS, payload: unknown, signingKey: MachineKey = key) => ({
    call,
    ...machineRequest(ORIGIN, signingKey, call, payload),
  });
  return { key, sign, call: (call: keyof typeof HANDLERS, payload: unknown) => send(sign(call, payload)) };
}

/**
 * Sends a signed request to the route handler, as the machine would over HTTP; the answer is bare JSON, and
 * `retryAfter` the seconds a refusal asks the machine to wait (absent when it asks none).
 */
export async function send(request: {
  call: keyof typeof HANDLERS;
  url: string;
  init: { method: string; headers: Record<string, string>; body: string };
}) {
  const response = await HANDLERS[request.call](new NextRequest(request.url, request.init));
  const retryAfter = response.headers.get('retry-after');
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    ...(retryAfter === null ? {} : { retryAfter: Number(retryAfter) }),
  };
}

/** A machine in operation in Košice that buys and sells BTC for EUR, unless `values` say otherwise. */
export async function machine(values: Partial<typeof schema.atms.$inferInsert> = {}) {
  const [atm] = await db()
    .insert(schema.atms)
    .values({
      descriptionId: `atm-${Math.random().toString(36).slice(2)}`,
      name: 'Optima',
      country: 'SK',
      city: 'Košice',
      address: 'Moldavská 32',
      latitude: '48.700000',
      longitude: '21.250000',
      status: 'In operation',
      canBuy: true,
      canSell: true,
      coins: ['BTC'],
      openingHours: 'Mo-Su 09:00-21:00',
      currency: 'EUR',
      ...values,
    })
    .returning();
  return atm!;
}
