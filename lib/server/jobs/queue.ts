import 'server-only';
import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import { env } from '@/lib/env';
import { mailNewsBatch, type NewsMailJob } from '@/lib/server/inbox/news-mail';
import { renewPlans } from '@/lib/server/plans/plans';
import { chainNodes, watchAllChains, WATCH_SECONDS } from '@/lib/server/chain';
import { sweepExpired } from './sweep';

type Job<D> = {
  /** When it runs by itself (cron, UTC); without it the job runs when something queues it. */
  cron?: string;
  /**
   * Seconds between runs when a minute (cron's step) is too slow, or undefined for none: every instance queues it each
   * period under the period's key, so it runs once a period however many instances run.
   */
  every?(): number | undefined;
  /** Whether a run's summary is not worth a log line (a watcher pass that found nothing, every few seconds). */
  quiet?(summary: Awaited<ReturnType<Job<D>['run']>>): boolean;
  /** Names one piece of work: the same key is the same job, however many instances (or retries) queue it. */
  key?(data: D): string;
  run(data: D, queue: JobSender): Promise<unknown>;
};

/** Queues a job; false when the same job (by its key) is already queued. */
export type JobSender = <N extends JobName>(name: N, data: JobData<N>) => Promise<boolean>;

/** Every job of the app: its queue name, its schedule if it has one, and what it runs. */
export const JOBS = {
  // Hourly, so a month that ended is charged within the hour whatever the time zone of its start.
  'renew-plans': { cron: '17 * * * *', run: (_data: object) => renewPlans() } satisfies Job<object>,
  // Expired sessions, codes, quotes, keys and rate-limit rows, for every instance at once.
  'sweep-expired': { cron: '41 * * * *', run: (_data: object) => sweepExpired() } satisfies Job<object>,
  // One batch of "news published" e-mails; it queues the next batch itself, so a long list never holds one job.
  'news-mail': {
    key: (job: NewsMailJob) => `news-mail:${job.newsId}:${job.afterUserId}`,
    async run(job: NewsMailJob, queue: JobSender) {
      const batch = await mailNewsBatch(job);
      if (batch.next) await queue('news-mail', batch.next);
      return batch;
    },
  } satisfies Job<NewsMailJob>,
  // On-chain deposits: read each node's deposit wallet, credit what reached its confirmations. A minute's cron keeps it
  // going where no instance ticks; instances with a node tick every few seconds.
  'chain-watch': {
    cron: '* * * * *',
    every: () => (chainNodes().length > 0 ? WATCH_SECONDS : undefined),
    run: (_data: object) => watchAllChains(),
    quiet: (passes) =>
      (passes as Awaited<ReturnType<typeof watchAllChains>>).every(
        (pass) => !('error' in pass) && pass.seen + pass.credited + pass.reorganised + pass.imported === 0,
      ),
  } satisfies Job<object>,
} as const;
export type JobName = keyof typeof JOBS;
type JobData<N extends JobName> = Parameters<(typeof JOBS)[N]['run']>[0];

/**
 * The id pg-boss stores a job under, made from its key: a second send of the same key is a conflict that pg-boss
 * drops (ON CONFLICT DO NOTHING), so a job queued by two instances at once exists, and runs, once.
 */
export function jobId(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const senderOf =
  (boss: PgBoss): JobSender =>
  async (name, data) => {
    const key = (JOBS[name] as Job<typeof data>).key?.(data);
    return (await boss.send(name, data, key === undefined ? {} : { id: jobId(key) })) !== null;
  };

/**
 * A started queue that works every job in this process: the schedules live in the database and pg-boss hands each
 * due job to one instance only, so any number of instances run each job once.
 */
export async function createJobQueue(connectionString: string | undefined): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString, max: 2, application_name: 'kryptomat-jobs' });
  boss.on('error', (error) => console.error('[jobs]', error.message));
  await boss.start();
  const send = senderOf(boss);
  for (const [name, job] of Object.entries(JOBS) as [JobName, Job<never>][]) {
    await boss.createQueue(name);
    if (job.cron) await boss.schedule(name, job.cron, {}, { tz: 'UTC' });
    await boss.work<never>(name, async ([received]) => {
      const summary = await job.run(received!.data, send);
      if (!job.quiet?.(summary)) console.log(`[jobs] ${name}: ${JSON.stringify(summary)}`);
      return summary;
    });
    const seconds = job.every?.();
    if (seconds) {
      const tick = setInterval(() => {
        const slot = Math.floor(Date.now() / (seconds * 1000));
        boss.send(name, {}, { id: jobId(`${name}:${slot}`) }).catch((error: Error) => console.error(`[jobs] ${name}:`, error.message));
      }, seconds * 1000);
      tick.unref();
      boss.once('stopped', () => clearInterval(tick));
    }
  }
  return boss;
}

const holder = globalThis as typeof globalThis & { kryptomatJobQueue?: Promise<PgBoss> };

/** Starts this app instance's job queue (once per process). */
export function startJobs(connectionString = env().DATABASE_URL): Promise<PgBoss> {
  holder.kryptomatJobQueue ??= createJobQueue(connectionString).then((boss) => {
    console.log(`[jobs] queue started: ${Object.keys(JOBS).join(', ')}`);
    return boss;
  });
  return holder.kryptomatJobQueue;
}

/** Stops this instance's queue (tests, shutdown); waits for a running job to finish. */
export async function stopJobs(): Promise<void> {
  const running = holder.kryptomatJobQueue;
  holder.kryptomatJobQueue = undefined;
  await (await running)?.stop({ graceful: true, wait: true });
}

/**
 * Queues a job from a process that works none (the operator's CLI): a queue that only sends, stopped again at once.
 * Whichever app instance is running picks the job up.
 */
export async function queueJob<N extends JobName>(name: N, data: JobData<N>): Promise<boolean> {
  const running = holder.kryptomatJobQueue;
  if (running) return senderOf(await running)(name, data);
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
    await boss.createQueue(name);
    return await senderOf(boss)(name, data);
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}
