import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineCommand, line, oneOf, option, UsageError, words } from '@/lib/server/core';
import { schema } from '@/lib/server/db';
import { MAINTENANCE_CACHE_MS } from './state';

const { maintenanceWindow } = schema;

/** A moment as the operator types it (ISO 8601, e.g. 2026-12-01T22:00Z): anything else is refused, not guessed. */
const instant = (flag: string) =>
  z.string().transform((value, context) => {
    const time = Date.parse(value);
    if (Number.isNaN(time)) context.addIssue({ code: 'custom', message: `${flag} takes a time such as 2026-12-01T22:00Z` });
    return new Date(time);
  });

export const maintenanceCommands = [
  defineCommand({
    name: 'maintenance',
    help: 'put every instance into maintenance (pages, the API, the card webhook and the ATMs answer 503 with the message, the jobs that move money wait and catch up after; health and this CLI keep working), or end it',
    usage: 'maintenance on <message...> [--until <time>] [--from <time>]  |  maintenance off',
    args: z.object({
      state: oneOf(['on', 'off'] as const, 'the state'),
      message: words(z.string().optional()),
      until: option(instant('--until').optional(), 'time'),
      from: option(instant('--from').optional(), 'time'),
    }),
    writes: true,
    async run({ args: { state, message, until, from }, tx, operator }) {
      const settle = `every instance follows within ${MAINTENANCE_CACHE_MS / 1000} s`;
      if (state === 'off') {
        const ended = await tx
          .delete(maintenanceWindow)
          .where(eq(maintenanceWindow.id, 1))
          .returning({ message: maintenanceWindow.message });
        return {
          record: { ended: ended.length > 0 },
          lines: [ended.length ? `maintenance ended; ${settle}` : 'no maintenance was on or planned'],
        };
      }
      if (!message?.trim()) throw new UsageError('say what visitors read: maintenance on <message...>');
      const startsAt = from ?? new Date();
      if (until && until <= startsAt) throw new UsageError('--until must be later than the start');
      const values = { message: message.trim(), startsAt, endsAt: until ?? null, setBy: operator, setAt: new Date() };
      await tx.insert(maintenanceWindow).values(values).onConflictDoUpdate({ target: maintenanceWindow.id, set: values });
      return {
        record: { startsAt: startsAt.toISOString(), endsAt: until?.toISOString() ?? null },
        lines: [
          line`maintenance ${from ? `planned from ${startsAt.toISOString()}` : 'on'}${until ? ` until ${until.toISOString()}` : ''}: ${values.message}`,
          from ? 'signed-in customers see a banner until it starts' : settle,
        ],
      };
    },
  }),
];
