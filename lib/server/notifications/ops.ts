import 'server-only';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { defaultLocale, isLocale, locales } from '@/lib/i18n/config';
import { schema } from '@/lib/server/db';
import type { NewsText } from '@/lib/server/db/schema';
import { defineCommand, labelled, line, option, required, text, UsageError } from '@/lib/server/core';
import { queueJob } from '@/lib/server/core';
import { newsMailJob } from './jobs';
import { customerByEmail } from '@/lib/server/core';

const { broadcasts, news } = schema;

const newsText = z.strictObject({ title: z.string().trim().min(1), summary: z.string().trim().min(1), body: z.string().trim().min(1) });
const newsFileSchema = z
  .record(z.string(), newsText)
  .refine((languages) => defaultLocale in languages, `the file needs the "${defaultLocale}" text, shown to every other language`)
  .refine((languages) => Object.keys(languages).every(isLocale), `languages are ${locales.join(', ')}`);

/** A news item in several languages from a JSON file. */
async function newsFile(file: string): Promise<Record<string, NewsText>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`${file} is not a readable JSON file: ${error instanceof Error ? error.message : String(error)}`);
  }
  const result = newsFileSchema.safeParse(parsed);
  if (!result.success)
    throw new UsageError(
      `${file}: ${result.error.issues.map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`).join('; ')}`,
    );
  return result.data;
}

const pastDay = (day: string) => {
  const date = new Date(`${day}T00:00:00.000Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(date.getTime()) && date <= new Date();
};

export const notificationCommands = [
  defineCommand({
    name: 'broadcast',
    help: 'a message in the inbox and the bell of everyone or one customer',
    args: z.object({
      to: labelled(z.string(), 'all|email'),
      title: required('the title says something'),
      message: text(required('write the message after --')),
    }),
    writes: true,
    async run({ args: { to, title, message }, tx }) {
      const user = to.toLowerCase() === 'all' ? null : await customerByEmail(tx, to);
      const [row] = await tx
        .insert(broadcasts)
        .values({ title, message, toSend: user ? 'User' : 'All', toId: user?.id ?? null })
        .returning({ id: broadcasts.id });
      return {
        customer: user?.id ?? null,
        record: { broadcast: row!.id },
        lines: [line`broadcast ${row!.id} sent to ${user ? to : 'everyone'}`],
      };
    },
  }),
  defineCommand({
    name: 'publish-news',
    help: 'publish a news item on /News and in the bell, and e-mail the customers who asked for news; --file holds {"en": {title, summary, body}, "cs": {…}, …}; --dated files an older item from the archive (no e-mails)',
    usage: 'publish-news [--dated <YYYY-MM-DD>] (--file <news.json> | <title> <summary> -- <body...>)',
    args: z
      .object({
        dated: option(z.string().refine(pastDay, '--dated takes a past day as YYYY-MM-DD').optional(), 'YYYY-MM-DD'),
        file: option(z.string().optional(), 'news.json'),
        title: z.string().trim().optional(),
        summary: z.string().trim().optional(),
        body: text(z.string().trim().optional()),
      })
      .refine(({ file, title, summary, body }) => (file ? !title && !summary && !body : title && summary && body), {
        error: 'name a --file, or write <title> <summary> -- <body...>',
      }),
    writes: true,
    async run({ args: { dated, file, title, summary, body }, tx }) {
      // An item dated in the past reaches only customers who joined before that day (spec section 7), so old news
      // copied from the previous site fills /News without ringing every bell.
      const { [defaultLocale]: original, ...translations } = file
        ? await newsFile(file)
        : { [defaultLocale]: { title: title!, summary: summary!, body: body! } };
      const [row] = await tx
        .insert(news)
        .values({ ...original!, translations, createdAt: dated === undefined ? undefined : new Date(`${dated}T00:00:00.000Z`) })
        .returning({ id: news.id });
      const record = { news: row!.id, languages: Object.keys(translations) };
      if (dated !== undefined) return { record, lines: [line`news ${row!.id} filed as of ${dated}`] };
      return {
        record,
        lines: [`news ${row!.id} published; its e-mails are queued for the customers who asked for news`],
        afterCommit: async () => void (await queueJob(newsMailJob, { newsId: row!.id, afterUserId: 0 })),
      };
    },
  }),
];
