import 'server-only';
import { z } from 'zod';
import { FIAT_CURRENCIES } from '@/lib/money';
import { schema } from '@/lib/server/db';
import { FEE_OPERATIONS } from '@/lib/server/db/schema';
import { defineCommand, formatUnits, oneOf, unitsOf, UsageError } from '@/lib/server/core';
import { planTypes } from '@/lib/terms/plans';
import { ensureFeeSchedule } from './fees';

const { feeRules } = schema;

export const pricingCommands = [
  defineCommand({
    name: 'set-fee',
    help: 'the fee schedule: a percentage and a fixed part per plan, operation and currency',
    args: z.object({
      plan: oneOf(planTypes, 'the plan'),
      operation: oneOf(FEE_OPERATIONS, 'the operation'),
      currency: oneOf(FIAT_CURRENCIES, 'the currency'),
      percent: z.string(),
      fixed: z.string(),
    }),
    writes: true,
    async run({ args: { plan, operation, currency, percent, fixed }, tx }) {
      // A percentage with two decimals is a whole number of basis points, as cents are of euros.
      const row = { plan, operation, currency, basisPoints: Number(unitsOf(percent, 'EUR')), fixedMinor: unitsOf(fixed, currency) };
      if (row.basisPoints > 10_000) throw new UsageError('the percentage is at most 100');
      await ensureFeeSchedule(tx);
      await tx
        .insert(feeRules)
        .values(row)
        .onConflictDoUpdate({
          target: [feeRules.plan, feeRules.operation, feeRules.currency],
          set: { basisPoints: row.basisPoints, fixedMinor: row.fixedMinor },
        });
      return {
        record: { basisPoints: row.basisPoints, fixedMinor: row.fixedMinor },
        lines: [`${plan} ${operation} in ${currency}: ${percent} % + ${formatUnits(row.fixedMinor, currency)}`],
      };
    },
  }),
];
