import { userInfo } from 'node:os';
import { closeDb } from '@/lib/server/db';
import { migrateDatabase } from '@/lib/server/db/migrate';
import { db } from '@/lib/server/db';
import { printableLines, UsageError } from '@/lib/server/core';
import { asksForHelp, runCommand } from './registry';

// Run by scripts/ops.mjs (npm run ops -- …) with DATABASE_URL set: one command, its lines on stdout, then exit.
async function main(): Promise<number> {
  const operator = process.env.OPERATOR || userInfo().username;
  const typed = process.argv.slice(2);
  try {
    if (!asksForHelp(typed)) await migrateDatabase(db());
    for (const line of await runCommand(typed, operator)) console.log(line);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(printableLines(error.message).join('\n'));
      return 2;
    }
    // A refusal of the ledger (an insufficient balance for a reversal, a transaction already reversed).
    const key = (error as { messageKey?: string }).messageKey;
    console.error(printableLines(key ? `refused: ${key}` : error instanceof Error ? error.message : String(error)).join('\n'));
    return 1;
  } finally {
    await closeDb();
  }
}

main().then((code) => process.exit(code));
