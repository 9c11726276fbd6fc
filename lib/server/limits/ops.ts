import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { schema, type Executor } from '@/lib/server/db';
import { LIMIT_OPERATIONS, LIMIT_PERIODS } from '@/lib/server/db/schema';
import { defineCommand, formatUnits, labelled, line, oneOf, required, unitsOf } from '@/lib/server/core';
import { customerByEmail } from '@/lib/server/core';
import { LEVELS } from '@/lib/views/verification';
import { ensureLimitRules } from './limits';

const { featureBlocks, limitRules } = schema;

const blockArgs = z.object({ feature: required('name the feature, e.g. transfers'), email: z.string().optional() });

/** Blocks and unblocks name the feature and, optionally, the one customer; the audit row names the customer too. */
async function blockTarget(tx: Executor, { feature, email }: z.output<typeof blockArgs>) {
  const user = email ? await customerByEmail(tx, email) : null;
  const whom = email ? line`for ${email}` : 'for everyone';
  return { feature, userId: user?.id ?? null, whom };
}

export const limitCommands = [
  defineCommand({
    name: 'block',
    help: 'block a feature for everyone or one customer',
    args: blockArgs,
    writes: true,
    async run({ args, tx }) {
      const { feature, userId, whom } = await blockTarget(tx, args);
      await tx.insert(featureBlocks).values({ feature, userId }).onConflictDoNothing();
      return { customer: userId, lines: [line`${feature} is blocked ` + whom] };
    },
  }),
  defineCommand({
    name: 'unblock',
    help: 'lift such a block',
    args: blockArgs,
    writes: true,
    async run({ args, tx }) {
      const { feature, userId, whom } = await blockTarget(tx, args);
      await tx
        .delete(featureBlocks)
        .where(and(eq(featureBlocks.feature, feature), userId === null ? isNull(featureBlocks.userId) : eq(featureBlocks.userId, userId)));
      return { customer: userId, lines: [line`${feature} is no longer blocked ` + whom] };
    },
  }),
  defineCommand({
    name: 'set-limit',
    help: 'the limit in EUR of a verification level for an operation and period',
    args: z.object({
      level: oneOf(LEVELS, 'the level'),
      operation: oneOf(LIMIT_OPERATIONS, 'the operation'),
      period: oneOf(LIMIT_PERIODS, 'the period'),
      amount: labelled(z.string(), 'EUR'),
    }),
    writes: true,
    async run({ args: { level, operation, period, amount }, tx }) {
      const row = { level, operation, period, limitEurMinor: unitsOf(amount, 'EUR') };
      await ensureLimitRules(tx);
      await tx
        .insert(limitRules)
        .values(row)
        .onConflictDoUpdate({
          target: [limitRules.level, limitRules.operation, limitRules.period],
          set: { limitEurMinor: row.limitEurMinor },
        });
      return {
        record: { limitEurMinor: row.limitEurMinor },
        lines: [`level ${level} ${operation} per ${period}: ${formatUnits(row.limitEurMinor, 'EUR')}`],
      };
    },
  }),
];
