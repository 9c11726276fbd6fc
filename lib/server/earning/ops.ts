import 'server-only';
import { z } from 'zod';
import { CRYPTO_SCALES } from '@/lib/money';
import { defineCommand, formatUnits, oneOf, option, rowId, unitsOf, UsageError } from '@/lib/server/core';
import { STAKE_TYPES } from '@/lib/terms/earning';
import { runEarningDay } from './rewards';
import { addProduct, productsOf, setProductStatus } from './products';
import { accrueDay } from './rewards';
import { utcDay } from './stakes';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const earningCommands = [
  defineCommand({
    name: 'earning products',
    help: 'the staking products: asset, type and term, annual rate, minimum and maximum, status',
    args: z.object({}),
    writes: false,
    async run({ tx }) {
      const products = await productsOf(tx);
      if (products.length === 0) return { lines: ['no staking products'] };
      return {
        lines: products.map(
          (product) =>
            `#${product.id} ${product.asset} ${product.type}${product.durationDays === null ? '' : ` ${product.durationDays} days`} ` +
            `${formatUnits(BigInt(product.rateBasisPoints), 'EUR').replace(' EUR', ' %')} a year, ` +
            `${formatUnits(product.minAmount, product.asset)} to ${formatUnits(product.maxAmount, product.asset)}, ${product.status}`,
        ),
      };
    },
  }),
  defineCommand({
    name: 'earning add-product',
    help: 'offer a staking product (a fixed one names its days; the rate is a yearly percentage; rewards in the same asset)',
    args: z.object({
      asset: oneOf(Object.keys(CRYPTO_SCALES), 'the asset'),
      type: oneOf(STAKE_TYPES, 'the type'),
      percent: z.string(),
      min: z.string(),
      max: z.string(),
      days: option(
        z
          .string()
          .regex(/^[1-9]\d{0,3}$/, 'the days are a whole number from 1 to 9999')
          .transform(Number)
          .optional(),
        'days',
      ),
    }),
    writes: true,
    async run({ args: { asset, type, percent, min, max, days }, tx }) {
      // A percentage with two decimals is a whole number of basis points, as cents are of euros.
      const rateBasisPoints = Number(unitsOf(percent, 'EUR'));
      if (rateBasisPoints > 100_000) throw new UsageError('the rate is at most 1000 % a year');
      if ((type === 'fixed') !== (days !== undefined)) throw new UsageError('a fixed product takes --days, a flexible one does not');
      const [minAmount, maxAmount] = [unitsOf(min, asset), unitsOf(max, asset)];
      if (minAmount <= 0n || maxAmount < minAmount) throw new UsageError('the minimum is above zero and the maximum at least the minimum');
      const product = await addProduct(tx, { asset, type, durationDays: days ?? null, rateBasisPoints, minAmount, maxAmount });
      return { record: { product: product.id }, lines: [`product #${product.id} added`] };
    },
  }),
  defineCommand({
    name: 'earning pause-product',
    help: 'pause a product (no new stakes, running ones keep earning), open it again, or close it',
    args: z.object({
      product: rowId('the product is a number: npm run ops -- earning products'),
      status: oneOf(['paused', 'active', 'closed'] as const, 'the status').default('paused'),
    }),
    writes: true,
    async run({ args: { product, status }, tx }) {
      const changed = await setProductStatus(tx, product, status);
      if (!changed) throw new UsageError(`no product #${product}`);
      return { record: { status }, lines: [`product #${product} is ${status}`] };
    },
  }),
  defineCommand({
    name: 'earning accrue',
    help: 'pay the staking rewards of one day (--day), or of every day up to yesterday not paid and the matured stakes (the hourly job does this)',
    args: z.object({ day: option(z.string().regex(DAY, 'the day is YYYY-MM-DD').optional(), 'YYYY-MM-DD') }),
    writes: true,
    async run({ args: { day }, tx }) {
      if (day === undefined) {
        const summary = await runEarningDay();
        return { record: summary, lines: [`paid ${summary.paid} stake-days over ${summary.days} days, matured ${summary.matured}`] };
      }
      if (day >= utcDay()) throw new UsageError('a day that has not ended earns nothing yet');
      const paid = await accrueDay(day, tx);
      return { record: { day, paid }, lines: [`paid ${paid} stakes for ${day}`] };
    },
  }),
];
