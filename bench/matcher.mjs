#!/usr/bin/env node
// `npm run bench:matcher` (issue 22): 10,000 resting limit orders, a price move that crosses half of them; fills per
// second of the app's matcher beside a bare conditional UPDATE loop over the same rows in the same run, and the time
// from the price refresh to the last fill. Starts its own embedded PostgreSQL, then runs bench/matcher-run.ts with tsx.
import { runWithOwnDatabase } from './run-ts.mjs';

await runWithOwnDatabase('matcher', 54373);
