import 'server-only';
import { defineJob } from '@/lib/server/core';
import { chainNodes, WATCH_SECONDS } from '@/lib/server/chain';
import { expireCashOrders } from './expiry';
import { advanceVisitorSells } from './visitor-orders';

// Every minute: a lapsed code gives the customer the crypto back within a minute, as SELL_ERROR with the reason.
export const expireCashOrdersJob = defineJob<object>({
  name: 'expire-cash-orders',
  cron: '* * * * *',
  run: () => expireCashOrders(),
  quiet: (summary) => (summary as Awaited<ReturnType<typeof expireCashOrders>>).expired === 0,
});

// A visitor's sell moves as its payment is seen and confirmed: as often as the chain watcher records payments.
export const cashSellPaymentsJob = defineJob<object, Awaited<ReturnType<typeof advanceVisitorSells>>>({
  name: 'cash-sell-payments',
  cron: '* * * * *',
  every: () => (chainNodes().length > 0 ? WATCH_SECONDS : undefined),
  run: () => advanceVisitorSells(),
  quiet: (summary) => Object.entries(summary).every(([step, count]) => step === 'waiting' || count === 0),
});
