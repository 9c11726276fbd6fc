import 'server-only';
import { z } from 'zod';
import { defineCommand, formatUnits, line, rowId, words } from '@/lib/server/core';
import { customerByEmail } from '@/lib/server/core';
import { balancesOf, feeAssets, feeShardsToSweep, houseAccount, trialBalance } from './accounts';
import { post, reverse } from './post';

export const ledgerCommands = [
  defineCommand({
    name: 'balances',
    help: 'a customer’s accounts and balances',
    args: z.object({ email: z.string() }),
    writes: false,
    async run({ args: { email }, tx }) {
      const user = await customerByEmail(tx, email);
      const accounts = await balancesOf(tx, user.id);
      return {
        lines: accounts.map(
          (account) => `${account.number ?? ''}  ${account.kind.padEnd(9)} ${formatUnits(account.balance, account.asset)}`,
        ),
      };
    },
  }),
  defineCommand({
    name: 'trial-balance',
    help: 'every asset’s balances by account kind; each asset must sum to zero',
    args: z.object({}),
    writes: false,
    async run({ tx }) {
      const rows = await trialBalance(tx);
      const lines: string[] = [];
      for (const asset of [...new Set(rows.map((row) => row.asset))]) {
        const own = rows.filter((row) => row.asset === asset);
        for (const row of own) lines.push(`${asset.padEnd(5)} ${row.kind.padEnd(10)} ${formatUnits(BigInt(row.total), asset)}`);
        const sum = own.reduce((total, row) => total + BigInt(row.total), 0n);
        lines.push(`${asset.padEnd(5)} ${'sum'.padEnd(10)} ${formatUnits(sum, asset)} ${sum === 0n ? 'balanced' : 'NOT BALANCED'}`);
      }
      return { lines: lines.length ? lines : ['the ledger is empty'] };
    },
  }),
  defineCommand({
    name: 'reverse',
    help: 'post the reversing transaction',
    args: z.object({ transaction: rowId('name the transaction by its number'), reason: words(z.string().optional()) }),
    writes: true,
    async run({ args: { transaction, reason }, tx, operator }) {
      const reversal = await reverse(tx, transaction, { operator, reason: reason || null });
      return { record: { reversal }, lines: [line`transaction ${transaction} reversed by transaction ${reversal}`] };
    },
  }),
  defineCommand({
    name: 'sweep-fees',
    help: 'move every fee shard into the main fee account',
    args: z.object({}),
    writes: true,
    async run({ tx }) {
      const swept: Record<string, { amount: bigint; transaction: number | null }> = {};
      for (const { asset } of await feeAssets(tx)) {
        const main = await houseAccount(tx, 'fee', asset, 0);
        const shards = await feeShardsToSweep(tx, asset);
        const amount = shards.reduce((sum, shard) => sum + shard.balance, 0n);
        const legs = [...shards.map((shard) => ({ account: shard.id, amount: -shard.balance })), { account: main.id, amount }];
        swept[asset] = { amount, transaction: amount === 0n ? null : await post(tx, { kind: 'fee-sweep', legs }) };
      }
      const lines = Object.entries(swept).map(([asset, { amount }]) => `${asset}: swept ${formatUnits(amount, asset)}`);
      return { record: swept, lines: lines.length ? lines : ['no fee accounts yet'] };
    },
  }),
];
