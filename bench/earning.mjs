#!/usr/bin/env node
// `npm run bench:earning`: one daily reward run over 100,000 stakes (issue 23), beside a bare INSERT … SELECT of the
// same rows in the same run. Runs bench/earning-run.ts (the app's own accrueDay) against its own embedded PostgreSQL.
import { runWithOwnDatabase } from './run-ts.mjs';

await runWithOwnDatabase('earning', 54386);
