import 'server-only';
import { defineJob } from '@/lib/server/core';
import { mailNewsBatch, type NewsMailJob } from './news-mail';

// One batch of "news published" e-mails; it queues the next batch itself, so a long list never holds one job.
export const newsMailJob = defineJob<NewsMailJob>({
  name: 'news-mail',
  key: (job) => `news-mail:${job.newsId}:${job.afterUserId}`,
  runsDuringMaintenance: true,
  async run(job, queue) {
    const batch = await mailNewsBatch(job);
    if (batch.next) await queue(newsMailJob, batch.next);
    return batch;
  },
});
