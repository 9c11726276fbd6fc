import 'server-only';
import { sql } from 'drizzle-orm';
import { db, schema } from '@/lib/server/db';

const { maintenanceWindow } = schema;

/**
 * How long an instance trusts what it read: every request of every instance would otherwise ask PostgreSQL, and an
 * operator's `on` or `off` reaching all instances within seconds is soon enough.
 */
export const MAINTENANCE_CACHE_MS = 5_000;
/** Retry-After when the operator gave no expected end. */
const DEFAULT_RETRY_SECONDS = 300;

export interface MaintenanceWindow {
  message: string;
  startsAt: Date;
  /** The expected end the operator announced, if any. */
  endsAt: Date | null;
}

/** The window in force (`active`), or the one announced for later (`planned`), or neither. */
export interface MaintenanceState {
  active: MaintenanceWindow | null;
  planned: MaintenanceWindow | null;
}

let cached: { readAt: number; state: Promise<MaintenanceState> } | undefined;

async function readState(): Promise<MaintenanceState> {
  try {
    const [row] = await db()
      .select({
        message: maintenanceWindow.message,
        startsAt: maintenanceWindow.startsAt,
        endsAt: maintenanceWindow.endsAt,
        started: sql<boolean>`${maintenanceWindow.startsAt} <= now()`,
      })
      .from(maintenanceWindow)
      .limit(1);
    if (!row) return { active: null, planned: null };
    const { started, ...window } = row;
    return started ? { active: window, planned: null } : { active: null, planned: window };
  } catch (error) {
    // Without the database nothing works anyway; the pages and the API say so themselves, as before.
    console.error('[maintenance] state unreadable', error);
    cached = undefined;
    return { active: null, planned: null };
  }
}

/** The site's maintenance state as this instance last read it, at most MAINTENANCE_CACHE_MS ago. */
export function maintenanceState(): Promise<MaintenanceState> {
  if (!cached || Date.now() - cached.readAt >= MAINTENANCE_CACHE_MS) cached = { readAt: Date.now(), state: readState() };
  return cached.state;
}

/** Seconds a client should wait: until the expected end (at least a minute), else five minutes. */
function retryAfterSeconds(window: MaintenanceWindow): number {
  if (!window.endsAt) return DEFAULT_RETRY_SECONDS;
  return Math.max(60, Math.ceil((window.endsAt.getTime() - Date.now()) / 1000));
}

/** A window in force, as every entry refuses with it: the operator's message and when to come back. */
export interface MaintenanceRefusal {
  message: string;
  retryAfterSeconds: number;
}

/**
 * The one check every way in shares while a window is in force: the proxy (pages), apiHandler (the customer API and
 * the card issuer's webhook), machineHandler (the ATMs) and the job queue (every job that moves money waits). Null
 * when the site is open. Health answers without it, and the operator's CLI does not ask.
 */
export async function maintenanceInForce(): Promise<MaintenanceRefusal | null> {
  const { active } = await maintenanceState();
  return active && { message: active.message, retryAfterSeconds: retryAfterSeconds(active) };
}
