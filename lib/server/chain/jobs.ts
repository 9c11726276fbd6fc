import 'server-only';
import { defineJob } from '@/lib/server/core';
import { chainNodes } from './config';
import { watchAllChains } from './deposit-watcher';
import { reconcileAndReportDrift } from './reconcile';
import { sendAllChains } from './sender';

/** How often the watcher runs, in seconds (and on demand: `npm run ops -- chain watch`). */
export const WATCH_SECONDS = 5;

// On-chain deposits: read each node's deposit wallet, credit what reached its confirmations. A minute's cron keeps it
// going where no instance ticks; instances with a node tick every few seconds.
export const chainWatchJob = defineJob<object, Awaited<ReturnType<typeof watchAllChains>>>({
  name: 'chain-watch',
  cron: '* * * * *',
  every: () => (chainNodes().length > 0 ? WATCH_SECONDS : undefined),
  run: () => watchAllChains(),
  quiet: (passes) =>
    passes.every((pass) => !('error' in pass) && pass.seen + pass.credited + pass.reorganised + pass.replaced + pass.imported === 0),
});

// Withdrawals: sign, broadcast and confirm, as often as the watcher runs.
export const chainSendJob = defineJob<object, Awaited<ReturnType<typeof sendAllChains>>>({
  name: 'chain-send',
  cron: '* * * * *',
  every: () => (chainNodes().length > 0 ? WATCH_SECONDS : undefined),
  run: () => sendAllChains(),
  quiet: (passes) => passes.every((pass) => !('error' in pass) && pass.signed + pass.broadcast + pass.confirmed === 0),
});

// Once a day each node's wallets are compared with the ledger; a drift is written to the error log for the operator.
export const chainReconcileJob = defineJob<object>({
  name: 'chain-reconcile',
  cron: '15 4 * * *',
  runsDuringMaintenance: true,
  run: () => reconcileAndReportDrift(),
});
