import 'server-only';
import { defineJob } from '@/lib/server/core';
import { expireCashOrders } from './orders';

// Every minute: a lapsed code gives the customer the crypto back within a minute, as SELL_ERROR with the reason.
export const expireCashOrdersJob = defineJob<object>({
  name: 'expire-cash-orders',
  cron: '* * * * *',
  run: () => expireCashOrders(),
  quiet: (summary) => (summary as Awaited<ReturnType<typeof expireCashOrders>>).expired === 0,
});
