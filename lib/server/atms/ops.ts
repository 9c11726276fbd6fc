import 'server-only';
import { z } from 'zod';
import { env } from '@/lib/env';
import { defineCommand, line, oneOf, required, UsageError } from '@/lib/server/core';
import type { Executor } from '@/lib/server/db';
import { atmIdNamed } from './catalog';
import { issueMachineKey, liveMachineKey, machineRequest, rekeyMachineSecrets } from './machine';

/** The ATM by its number or its readable id, as on its details page. */
const atm = required('name the ATM by its number or readable id, e.g. 1 or kosice-optima');

async function machineNamed(tx: Executor, reference: string) {
  const id = await atmIdNamed(tx, reference);
  if (id === undefined) throw new UsageError(`no ATM ${reference}`);
  return { id };
}

export const atmCommands = [
  defineCommand({
    name: 'atm key',
    help: "issue a machine's signing key for the machine API (the secret is shown once, to install on the machine)",
    args: z.object({ atm }),
    writes: true,
    async run({ args, tx }) {
      const { id } = await machineNamed(tx, args.atm);
      const key = await issueMachineKey(tx, id);
      return { lines: [line`ATM #${id} key ${key.id}`, line`secret ${key.secret.toString('hex')}`], record: { atmId: id, key: key.id } };
    },
  }),
  defineCommand({
    name: 'atm rekey',
    help:
      "seal every machine's signing secret still stored in plain text under the server key (TOTP_ENCRYPTION_KEY), " +
      'revoked keys too, and name the keys that no longer open under it',
    args: z.object({}),
    writes: true,
    async run({ tx }) {
      const { sealed, unreadable } = await rekeyMachineSecrets(tx);
      const lines = [
        line`sealed ${sealed.length} machine secrets stored in plain text` + (sealed.length ? line`: ${sealed.join(', ')}` : ''),
      ];
      if (unreadable.length > 0)
        lines.push(
          line`${unreadable.length} keys do not open under this TOTP_ENCRYPTION_KEY, issue new ones (atm key): ${unreadable.join(', ')}`,
        );
      return { lines, record: { sealed, unreadable } };
    },
  }),
  defineCommand({
    name: 'atm simulate',
    help: "act as the machine against the running app's machine API, signed with the machine's newest key",
    usage:
      'atm simulate <atm> redeem <code> | atm simulate <atm> buy <code> <cash> | ' + 'atm simulate <atm> heartbeat <operation|maintenance>',
    args: z.object({
      atm,
      call: oneOf(['redeem', 'buy', 'heartbeat'] as const, 'the call'),
      value: z.string().min(1),
      cash: z.coerce.number().int().positive().optional(),
    }),
    writes: false,
    async run({ args, tx }) {
      const { id } = await machineNamed(tx, args.atm);
      const key = await liveMachineKey(tx, id);
      if (!key) throw new UsageError(`ATM ${args.atm} has no key: issue one with atm key ${args.atm}`);
      if (args.call === 'buy' && args.cash === undefined)
        throw new UsageError('name the cash inserted: atm simulate <atm> buy <code> <cash>');
      const [call, payload] =
        args.call === 'redeem'
          ? (['redeem', { code: args.value }] as const)
          : args.call === 'buy'
            ? (['buy-cash', { code: args.value, cash: args.cash }] as const)
            : (['heartbeat', { status: args.value === 'maintenance' ? 'In Maintenance' : 'In operation', cash: {} }] as const);
      const { url, init } = machineRequest(env().PUBLIC_ORIGIN, key, call, payload);
      const response = await fetch(url, init);
      return { lines: [line`${response.status} ${await response.text()}`] };
    },
  }),
];
