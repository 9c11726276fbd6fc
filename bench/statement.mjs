#!/usr/bin/env node
// `npm run bench:statement`: the customer area's reads against one customer with 100,000 ledger entries, beside a
// bare indexed single-row read in the same run (issue 12: every list and statement query on an index, p99 < 50 ms).
// Starts its own embedded PostgreSQL, then runs bench/statement-run.ts (the app's own query functions) with tsx.
import { runWithOwnDatabase } from './run-ts.mjs';

await runWithOwnDatabase('statement', 54371);
