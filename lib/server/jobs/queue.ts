import 'server-only';
import PgBoss from 'pg-boss';
import { env } from '@/lib/env';
import { asJob, db } from '@/lib/server/db';
import { withStartupLock } from '@/lib/server/db/migrate';
import { jobId, type JobDefinition, type JobSender, type Poller, runningQueue, senderOf } from '@/lib/server/core';
import { cashSellPaymentsJob, expireCashOrdersJob } from '@/lib/server/cash-orders';
import { checkPriceAlertsJob, checkPriceAlertsOnNewPrices } from '@/lib/server/alerts';
import { chainReconcileJob, chainSendJob, chainWatchJob } from '@/lib/server/chain';
import { dcaRunJob, matchOrdersJob, matchOrdersOnNewPrices } from '@/lib/server/exchange';
import { earningDayJob } from '@/lib/server/earning';
import { releaseExpiredHoldsJob } from '@/lib/server/ledger';
import { maintenanceInForce } from '@/lib/server/maintenance';
import { newsMailJob } from '@/lib/server/notifications';
import { renewPlansJob } from '@/lib/server/plans';
import { refreshPricesJob } from '@/lib/server/rates';
import { transferMailPoller } from '@/lib/server/transfers';
import { sweepExpiredJob } from './sweep';

/** Every job of the app, each declared in its domain's jobs.ts. */
export const JOBS: readonly JobDefinition<never>[] = [
  renewPlansJob,
  releaseExpiredHoldsJob,
  sweepExpiredJob,
  newsMailJob,
  chainWatchJob,
  chainSendJob,
  chainReconcileJob,
  // New prices wake the matcher first, then the price alerts' check.
  refreshPricesJob(matchOrdersOnNewPrices, checkPriceAlertsOnNewPrices),
  matchOrdersJob,
  dcaRunJob,
  checkPriceAlertsJob,
  earningDayJob,
  expireCashOrdersJob,
  cashSellPaymentsJob,
] as JobDefinition<never>[];

/** Every poller of the app (core's Poller): each instance that works the queue runs them too. */
export const POLLERS: readonly Poller[] = [transferMailPoller];

/**
 * How long a run may stay active before the queue takes its instance for dead (killed mid-run: SIGKILL, a lost host)
 * and hands the job to another, as a retry; pg-boss's default is 15 minutes. Every job is safe to run again (what must
 * happen once has its unique key in the database), and every run ends well within this, so a job an instance died in
 * runs again within EXPIRE_SECONDS + MAINTENANCE_SECONDS.
 */
const EXPIRE_SECONDS = 5 * 60;
/** How often one instance looks for expired runs (pg-boss's maintenance; its default is every 2 minutes). */
const MAINTENANCE_SECONDS = 30;

/**
 * A started queue that works every job in this process: the schedules live in the database and pg-boss hands each
 * due job to one instance only, so any number of instances run each job once.
 */
export async function createJobQueue(connectionString: string | undefined): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString,
    max: 2,
    application_name: 'kryptomat-jobs',
    maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
  });
  boss.on('error', (error) => console.error('[jobs]', error.message));
  await boss.start();
  const send = senderOf(boss);
  for (const job of JOBS) {
    // createQueue leaves a queue made by an earlier version as it was; updateQueue gives it today's expiry.
    const queue = { name: job.name, expireInSeconds: EXPIRE_SECONDS };
    await boss.createQueue(job.name, queue);
    await boss.updateQueue(job.name, queue);
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
    await boss.work<never>(job.name, ([received]) => runJob(job, received!.data, send));
    const seconds = job.every?.();
    if (seconds) {
      const tick = setInterval(() => {
        const slot = Math.floor(Date.now() / (seconds * 1000));
        boss
          .send(job.name, {}, { id: jobId(`${job.name}:${slot}`) })
          .catch((error: Error) => console.error(`[jobs] ${job.name}:`, error.message));
      }, seconds * 1000);
      tick.unref();
      boss.once('stopped', () => clearInterval(tick));
    }
  }
  for (const poller of POLLERS) startPoller(boss, poller);
  return boss;
}

/** What a run that waited out maintenance answers (JobDefinition.runsDuringMaintenance). */
const PAUSED = { paused: 'maintenance' } as const;

/** One run of `job`, as this instance's queue works it: a job that moves money does nothing while maintenance is on. */
export async function runJob<D>(job: JobDefinition<D>, data: D, send: JobSender): Promise<unknown> {
  if (!job.runsDuringMaintenance && (await maintenanceInForce())) return PAUSED;
  const summary = await asJob(() => job.run(data, send));
  if (!job.quiet?.(summary)) console.log(`[jobs] ${job.name}: ${JSON.stringify(summary)}`);
  return summary;
}

/** Runs `poller` every period until the queue stops; a pass still running when the next is due is not doubled. */
function startPoller(boss: PgBoss, poller: Poller): void {
  let running = false;
  const tick = setInterval(() => {
    if (running) return;
    running = true;
    asJob(() => poller.run())
      .then((worked) => worked > 0 && console.log(`[jobs] ${poller.name}: ${worked}`))
      .catch((error: Error) => console.error(`[jobs] ${poller.name}:`, error.message))
      .finally(() => (running = false));
  }, poller.seconds * 1000);
  tick.unref();
  boss.once('stopped', () => clearInterval(tick));
}

/**
 * Starts this app instance's job queue (once per process). One instance at a time: pg-boss creating its schema and
 * queues from two instances at once deadlocks in PostgreSQL, and the loser would serve without working any job.
 */
export function startJobs(connectionString = env().DATABASE_URL): Promise<PgBoss> {
  runningQueue.kryptomatJobQueue ??= withStartupLock(db(), () => createJobQueue(connectionString)).then((boss) => {
    console.log(`[jobs] queue started: ${JOBS.map((job) => job.name).join(', ')}`);
    return boss;
  });
  return runningQueue.kryptomatJobQueue;
}

/** Stops this instance's queue (tests, shutdown); waits for a running job to finish. */
export async function stopJobs(): Promise<void> {
  const running = runningQueue.kryptomatJobQueue;
  runningQueue.kryptomatJobQueue = undefined;
  await (await running)?.stop({ graceful: true, wait: true });
}
