import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { db, type Executor } from '@/lib/server/db';
import { atmHeartbeats, atmKeys, atmNonces, atms } from '@/lib/server/db/schema';
import { SEAL_OVERHEAD_BYTES, seal, unseal } from '@/lib/server/core';
import type { FiatCurrency } from '@/lib/money';
import { BANKNOTES } from '@/lib/terms/cash-orders';
import { invalidateAtms } from './catalog';

/**
 * The machine API's signature (docs: the Machine API tag of the OpenAPI document): HMAC-SHA256 with the machine's
 * key over the method, the path, the timestamp, the nonce and the body, one per line. A request is good for
 * SIGNATURE_WINDOW_SECONDS either side of the server's clock, and its nonce is kept past that, so one captured
 * request sent again is refused even inside the window.
 */
export const MACHINE_HEADERS = {
  key: 'x-atm-key',
  timestamp: 'x-atm-timestamp',
  nonce: 'x-atm-nonce',
  signature: 'x-atm-signature',
} as const;

export const SIGNATURE_WINDOW_SECONDS = 60;

/** What a machine can act on: retry with a fresh nonce and clock, give up, or show the customer why. */
export const MACHINE_ERROR_CODES = [
  'UNKNOWN_KEY',
  'BAD_SIGNATURE',
  'STALE_TIMESTAMP',
  'REPLAYED_NONCE',
  'INVALID_REQUEST',
  'CODE_UNKNOWN',
  'CODE_EXPIRED',
  'CODE_ALREADY_REDEEMED',
  'WRONG_MACHINE',
  'ORDER_UNKNOWN',
  'ORDER_CLOSED',
  'AMOUNT_MISMATCH',
  'REDEEM_LIMIT',
  'PAYMENT_UNCONFIRMED',
  'BUY_LIMIT',
] as const;
export type MachineErrorCode = (typeof MACHINE_ERROR_CODES)[number];

/** A refusal of the machine API: the HTTP status and the code the machine acts on. */
export class MachineRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: MachineErrorCode,
  ) {
    super(code);
    this.name = 'MachineRefusal';
  }
}

export interface SignedParts {
  method: string;
  path: string;
  timestamp: string;
  nonce: string;
  body: string;
}

export const machineSignature = (secret: Buffer, parts: SignedParts) =>
  createHmac('sha256', secret)
    .update([parts.method.toUpperCase(), parts.path, parts.timestamp, parts.nonce, parts.body].join('\n'))
    .digest('hex');

/** The headers a machine sends with a request: what the simulator and the tests use, as a real machine would. */
export function signedHeaders(key: { id: string; secret: Buffer }, request: { method: string; path: string; body: string }) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  return {
    [MACHINE_HEADERS.key]: key.id,
    [MACHINE_HEADERS.timestamp]: timestamp,
    [MACHINE_HEADERS.nonce]: nonce,
    [MACHINE_HEADERS.signature]: machineSignature(key.secret, { ...request, timestamp, nonce }),
  };
}

const MACHINE_SECRET_BYTES = 32;
const sealMachineSecret = (keyId: string, secret: Buffer) => seal('atm-keys', secret, `atm-key:${keyId}`);

/** Sealed, or stored bare as a release before sealing left it (a sealed one is longer by the seal's overhead). */
const storedSealed = (stored: Buffer) => stored.length === MACHINE_SECRET_BYTES + SEAL_OVERHEAD_BYTES;

function openSealed(keyId: string, sealed: Buffer): Buffer | undefined {
  try {
    return unseal('atm-keys', sealed, `atm-key:${keyId}`);
  } catch {
    return undefined;
  }
}

/** Seals a key's bare secret in place, unless the row changed meanwhile (another instance sealed it first). */
const sealStoredSecret = (executor: Executor, keyId: string, bare: Buffer) =>
  executor
    .update(atmKeys)
    .set({ secret: sealMachineSecret(keyId, bare) })
    .where(and(eq(atmKeys.id, keyId), eq(atmKeys.secret, bare)));

/**
 * The signing secret of a stored key, or undefined when it does not open (a value copied from another key's row, or a
 * changed TOTP_ENCRYPTION_KEY). HMAC needs the secret itself, so it is sealed rather than hashed. A key issued before
 * secrets were sealed holds its bare 32 bytes: it still works, and is sealed in place the first time it is read, so a
 * machine in the field keeps its key and the plain copy leaves the database at its next request; `ops atm rekey`
 * seals the ones no request reads (an idle machine's, a revoked key's).
 */
async function openMachineSecret(executor: Executor, keyId: string, stored: Buffer): Promise<Buffer | undefined> {
  if (storedSealed(stored)) return openSealed(keyId, stored);
  await sealStoredSecret(executor, keyId, stored);
  return stored;
}

/**
 * Seals every machine secret still stored bare, revoked keys' too (a backup taken later holds no usable copy of them),
 * and names the sealed keys that no longer open under this TOTP_ENCRYPTION_KEY (each needs a new key, `atm key`).
 */
export async function rekeyMachineSecrets(tx: Executor): Promise<{ sealed: string[]; unreadable: string[] }> {
  const keys = await tx.select({ id: atmKeys.id, secret: atmKeys.secret }).from(atmKeys).orderBy(atmKeys.id).for('update');
  const sealed: string[] = [];
  const unreadable: string[] = [];
  for (const key of keys) {
    if (!storedSealed(key.secret)) {
      await sealStoredSecret(tx, key.id, key.secret);
      sealed.push(key.id);
    } else if (openSealed(key.id, key.secret) === undefined) unreadable.push(key.id);
  }
  return { sealed, unreadable };
}

/** A new signing key for a machine; the secret is shown to the operator once, to be installed on the machine. */
export async function issueMachineKey(tx: Executor, atmId: number): Promise<{ id: string; secret: Buffer }> {
  const key = { id: `atm${atmId}_${randomBytes(8).toString('hex')}`, secret: randomBytes(MACHINE_SECRET_BYTES) };
  await tx.insert(atmKeys).values({ id: key.id, atmId, secret: sealMachineSecret(key.id, key.secret) });
  return key;
}

/**
 * Which machine sent a request, or the refusal: an unknown or revoked key, a timestamp outside the window, a bad
 * signature, or a nonce already seen (the nonce is stored only after the signature is checked, so nobody without the
 * key can use up a machine's nonces).
 */
export async function verifyMachineRequest(headers: Headers, parts: Omit<SignedParts, 'timestamp' | 'nonce'>): Promise<{ atmId: number }> {
  const keyId = headers.get(MACHINE_HEADERS.key) ?? '';
  const timestamp = headers.get(MACHINE_HEADERS.timestamp) ?? '';
  const nonce = headers.get(MACHINE_HEADERS.nonce) ?? '';
  const signature = headers.get(MACHINE_HEADERS.signature) ?? '';
  if (!/^\d{1,12}$/.test(timestamp) || !/^[\w-]{16,64}$/.test(nonce) || !/^[0-9a-f]{64}$/.test(signature)) {
    throw new MachineRefusal(401, 'BAD_SIGNATURE');
  }
  const [key] = await db()
    .select({ atmId: atmKeys.atmId, secret: atmKeys.secret })
    .from(atmKeys)
    .where(and(eq(atmKeys.id, keyId), isNull(atmKeys.revokedAt)));
  if (!key) throw new MachineRefusal(401, 'UNKNOWN_KEY');
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > SIGNATURE_WINDOW_SECONDS) throw new MachineRefusal(401, 'STALE_TIMESTAMP');
  const secret = await openMachineSecret(db(), keyId, key.secret);
  if (!secret) throw new MachineRefusal(401, 'UNKNOWN_KEY');
  const expected = Buffer.from(machineSignature(secret, { ...parts, timestamp, nonce }), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) throw new MachineRefusal(401, 'BAD_SIGNATURE');
  const stored = await db().insert(atmNonces).values({ keyId, nonce }).onConflictDoNothing().returning({ nonce: atmNonces.nonce });
  if (stored.length === 0) throw new MachineRefusal(409, 'REPLAYED_NONCE');
  return { atmId: key.atmId };
}

/** Nonces older than the window can no longer come with a valid timestamp: the sweep drops them. */
export async function sweepMachineNonces(): Promise<{ atmNonces: number }> {
  const { rowCount } = await db()
    .delete(atmNonces)
    .where(lt(atmNonces.seenAt, sql`now() - make_interval(secs => ${SIGNATURE_WINDOW_SECONDS * 2})`));
  return { atmNonces: rowCount ?? 0 };
}

/** A machine's heartbeat: its state, which the public map and details show, and its notes. */
export async function recordHeartbeat(atmId: number, report: { status: 'In operation' | 'In Maintenance'; cash: Record<string, number> }) {
  await db().transaction(async (tx) => {
    await tx
      .update(atms)
      .set({ status: report.status, updatedAt: sql`now()` })
      .where(eq(atms.id, atmId));
    await tx
      .insert(atmHeartbeats)
      .values({ atmId, cash: report.cash })
      .onConflictDoUpdate({ target: atmHeartbeats.atmId, set: { cash: report.cash, seenAt: sql`now()` } });
  });
  invalidateAtms();
}

/** A machine as an order needs it: its state decides the order. */
const orderFields = {
  id: atms.id,
  status: atms.status,
  canSell: atms.canSell,
  canBuy: atms.canBuy,
  coins: atms.coins,
  currency: atms.currency,
  sellFeePercent: atms.sellFeePercent,
  buyFeePercent: atms.buyFeePercent,
  minAmountMinor: atms.minAmountMinor,
  maxAmountMinor: atms.maxAmountMinor,
  notes: atms.notes,
};

/** A machine's notes: its own set, else the banknotes of its currency. */
const withNotes = <Row extends { notes: number[] | null; currency: FiatCurrency }>(row: Row) => ({
  ...row,
  notes: row.notes ?? [...BANKNOTES[row.currency]],
});

/** One machine, read now rather than from the minute-old cache, under the order's transaction. */
export async function machineForOrder(tx: Executor, atmId: number) {
  const [row] = await tx.select(orderFields).from(atms).where(eq(atms.id, atmId));
  return row && withNotes(row);
}

/** The machines in operation where a cash order can be placed, by country and city (the form's choices), read now. */
export async function machinesInOperation() {
  const rows = await db()
    .select({ ...orderFields, name: atms.name, country: atms.country, city: atms.city, address: atms.address })
    .from(atms)
    .where(eq(atms.status, 'In operation'))
    .orderBy(atms.country, atms.city, atms.name);
  return rows.map(withNotes);
}

/** The machine's newest live key: what the simulated machine signs with. */
export async function liveMachineKey(tx: Executor, atmId: number): Promise<{ id: string; secret: Buffer } | undefined> {
  const [key] = await tx
    .select({ id: atmKeys.id, secret: atmKeys.secret })
    .from(atmKeys)
    .where(and(eq(atmKeys.atmId, atmId), isNull(atmKeys.revokedAt)))
    .orderBy(desc(atmKeys.createdAt))
    .limit(1);
  if (!key) return undefined;
  const secret = await openMachineSecret(tx, key.id, key.secret);
  if (!secret) throw new Error(`the secret of machine key ${key.id} does not open under this TOTP_ENCRYPTION_KEY`);
  return { id: key.id, secret };
}

/** The machine API's calls, by what a machine does: the simulator and the tests name them so. */
export const MACHINE_CALLS = {
  redeem: '/api/atm/v1/redeem',
  'buy-cash': '/api/atm/v1/buy-cash',
  heartbeat: '/api/atm/v1/heartbeat',
} as const;

/** A signed request as a machine sends it: the simulator sends it over HTTP, the tests to the route handler. */
export function machineRequest(origin: string, key: { id: string; secret: Buffer }, call: keyof typeof MACHINE_CALLS, payload: unknown) {
  const path = MACHINE_CALLS[call];
  const body = JSON.stringify(payload);
  const headers = { 'content-type': 'application/json', ...signedHeaders(key, { method: 'POST', path, body }) };
  return { url: new URL(path, origin).toString(), init: { method: 'POST', headers, body } };
}
