import 'server-only';
import { z } from 'zod';
import { runsAsDeployment } from '@/lib/env';
import { FIAT_CURRENCIES, toUnits } from '@/lib/money';
import { checkPriceAlerts } from '@/lib/server/alerts';
import { defineCommand, line, oneOf, queueJob, UsageError } from '@/lib/server/core';
import { PRICE_SCALE } from '@/lib/server/pricing';
import { setPrice } from '@/lib/server/rates';
import { matchOrdersJob } from './jobs';

export const exchangeCommands = [
  defineCommand({
    name: 'set-price',
    help: 'demo and tests only: move a coin’s price (the feed’s next refresh replaces it); the matcher runs at once, the price alerts are checked',
    args: z.object({ asset: z.string(), fiat: oneOf(FIAT_CURRENCIES, 'the currency'), price: z.string() }),
    writes: true,
    async run({ args: { asset, fiat, price }, tx }) {
      // A price typed by hand would fill real customers' orders at it: never in a deployment.
      if (runsAsDeployment()) throw new UsageError('set-price moves prices by hand: demo and test databases only');
      let units: bigint;
      try {
        units = toUnits(price, PRICE_SCALE);
      } catch {
        throw new UsageError(`the price is a decimal with at most ${PRICE_SCALE} places`);
      }
      if (units <= 0n) throw new UsageError('the price is above zero');
      const symbol = asset.toUpperCase();
      if (!(await setPrice(tx, symbol, fiat, price))) throw new UsageError(`no ${symbol} price in ${fiat} yet`);
      const at = new Date().toISOString();
      return {
        record: { asset: symbol, fiat, price },
        lines: [line`${symbol} is ${price} ${fiat}; the matcher is queued and the price alerts are checked`],
        // The alerts are checked here rather than queued: the operator (and a test) sees the bell ring when this returns.
        afterCommit: async () => {
          await queueJob(matchOrdersJob, { at });
          await checkPriceAlerts();
        },
      };
    },
  }),
];
