#!/usr/bin/env node
// `npm run bench:statement`: the customer area's reads against one customer with 100,000 ledger entries, beside a
// bare indexed single-row read in the same run (issue 12: every list and statement query on an index, p99 < 50 ms).
// Runs bench/statement-run.ts (the app's own query functions) against its own embedded PostgreSQL.
import { runWithDatabase } from './with-database.mjs';

await runWithDatabase('statement', 54371, 'bench/statement-run.ts');
