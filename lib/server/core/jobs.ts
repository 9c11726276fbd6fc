import 'server-only';
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { env } from '@/lib/env';
import { db } from '@/lib/server/db';

/**
 * One piece of scheduled or queued work, declared by the domain it belongs to (its `jobs.ts`); lib/server/jobs lists
 * every domain's jobs and works them.
 */
export interface JobDefinition<D, R = unknown> {
  /** The pg-boss queue. */
  name: string;
  /** When it runs by itself (cron, UTC); without it the job runs when something queues it. */
  cron?: string;
  /**
   * Seconds between runs when a minute (cron's step) is too slow, or undefined for none: every instance queues it each
   * period under the period's key, so it runs once a period however many instances run.
   */
  every?(): number | undefined;
  /** Whether a run's summary is not worth a log line (a watcher pass that found nothing, every few seconds). */
  quiet?(summary: R): boolean;
  /** Names one piece of work: the same key is the same job, however many instances (or retries) queue it. */
  key?(data: D): string;
  /**
   * Whether it goes on while maintenance is on: only a job that posts nothing to the ledger. Every other job waits (its
   * runs meanwhile do nothing) and catches up on its first run after: what it works on is what is due then (a slot, a
   * day, a row in a state), each under its unique key, so the missed work is done once however long the pause was.
   */
  runsDuringMaintenance?: true;
  run(data: D, queue: JobSender): Promise<R>;
}

/**
 * Work every instance does every few seconds on rows it claims FOR UPDATE SKIP LOCKED (a queue of its own in a table),
 * so instances share it without a job queue row per pass. `run` answers how many rows it worked.
 */
export interface Poller {
  name: string;
  seconds: number;
  run(): Promise<number>;
}

/** Queues a job; false when the same job (by its key) is already queued. */
export type JobSender = <D>(job: JobDefinition<D>, data: D) => Promise<boolean>;

/**
 * A job as its domain declares it, typed by what a run answers (so `quiet` reads the summary `run` made); the list of
 * jobs sees only `JobDefinition<D>`.
 */
export const defineJob = <D, R = unknown>(job: JobDefinition<D, R>): JobDefinition<D> => job as JobDefinition<D>;

/**
 * The id pg-boss stores a job under, made from its key: a second send of the same key is a conflict that pg-boss
 * drops (ON CONFLICT DO NOTHING), so a job queued by two instances at once exists, and runs, once.
 */
export function jobId(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const senderOf =
  (boss: PgBoss): JobSender =>
  async (job, data) => {
    const key = job.key?.(data);
    return (await boss.send(job.name, data as object, key === undefined ? {} : { id: jobId(key) })) !== null;
  };

/** This process's working queue, when it runs one (lib/server/jobs starts it). */
export const runningQueue = globalThis as typeof globalThis & { kryptomatJobQueue?: Promise<PgBoss> };

/**
 * Queues a job: through this instance's queue when it works one, otherwise (the operator's CLI) through a queue that
 * only sends, stopped again at once. Whichever app instance is running picks the job up.
 */
export async function queueJob<D>(job: JobDefinition<D>, data: D): Promise<boolean> {
  const running = runningQueue.kryptomatJobQueue;
  if (running) return senderOf(await running)(job, data);
  const boss = new PgBoss({
    connectionString: env().DATABASE_URL,
    max: 1,
    supervise: false,
    schedule: false,
    application_name: 'kryptomat-ops',
  });
  boss.on('error', (error) => console.error('[jobs]', error.message));
  await boss.start();
  try {
    await boss.createQueue(job.name);
    return await senderOf(boss)(job, data);
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}

/** A row whose use ended this long ago cannot matter to any flow still in progress: the sweep deletes it. */
export const EXPIRED_GRACE = sql`interval '1 day'`;

/** Runs one sweeping DELETE; the rows it deleted. */
export const deletedRows = async (statement: SQL) => (await db().execute(statement)).rowCount ?? 0;
