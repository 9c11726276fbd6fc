import 'server-only';
import { z } from 'zod';
import { env } from '@/lib/env';
import { defineCommand, line, oneOf, required, UsageError } from '@/lib/server/core';
import { findAtm } from './catalog';
import { issueMachineKey, liveMachineKey, machineRequest } from './machine';

/** The ATM by its number or its readable id, as on its details page. */
const atm = required('name the ATM by its number or readable id, e.g. 1 or kosice-optima');

async function machineNamed(reference: string) {
  const found = await findAtm(reference);
  if (!found) throw new UsageError(`no ATM ${reference}`);
  return found;
}

export const atmCommands = [
  defineCommand({
    name: 'atm key',
    help: "issue a machine's signing key for the machine API (the secret is shown once, to install on the machine)",
    args: z.object({ atm }),
    writes: true,
    async run({ args, tx }) {
      const { id } = await machineNamed(args.atm);
      const key = await issueMachineKey(tx, id);
      return { lines: [line`ATM #${id} key ${key.id}`, line`secret ${key.secret.toString('hex')}`], record: { atmId: id, key: key.id } };
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
      const { id } = await machineNamed(args.atm);
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
