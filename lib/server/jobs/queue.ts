import 'server-only';
import PgBoss from 'pg-boss';
import { env } from '@/lib/env';
import { renewPlans } from '@/lib/server/plans/plans';

/** Every scheduled job: its queue, its cron (UTC) and what it runs. */
export const SCHEDULED_JOBS = {
  // Hourly, so a month that ended is charged within the hour whatever the time zone of its start.
  'renew-plans': { cron: '17 * * * *', run: () => renewPlans() },
} as const;
export type JobName = keyof typeof SCHEDULED_JOBS;

const holder = globalThis as typeof globalThis & { kryptomatJobQueue?: Promise<PgBoss> };

/**
 * Starts the PostgreSQL job queue (pg-boss) in this app instance: the schedules live in the database and pg-boss
 * hands each due job to one instance only, so any number of instances run each renewal once.
 */
export function startJobs(connectionString = env().DATABASE_URL): Promise<PgBoss> {
  holder.kryptomatJobQueue ??= (async () => {
    const boss = new PgBoss({ connectionString, max: 2, application_name: 'kryptomat-jobs' });
    boss.on('error', (error) => console.error('[jobs]', error.message));
    await boss.start();
    for (const [name, job] of Object.entries(SCHEDULED_JOBS)) {
      await boss.createQueue(name);
      await boss.schedule(name, job.cron, {}, { tz: 'UTC' });
      await boss.work(name, async () => {
        const summary = await job.run();
        console.log(`[jobs] ${name}: ${JSON.stringify(summary)}`);
        return summary;
      });
    }
    console.log(`[jobs] queue started: ${Object.keys(SCHEDULED_JOBS).join(', ')}`);
    return boss;
  })();
  return holder.kryptomatJobQueue;
}

/** Stops this instance's queue (tests, shutdown); waits for a running job to finish. */
export async function stopJobs(): Promise<void> {
  const running = holder.kryptomatJobQueue;
  holder.kryptomatJobQueue = undefined;
  await (await running)?.stop({ graceful: true, wait: true });
}
