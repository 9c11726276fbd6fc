import 'server-only';
import { z } from 'zod';
import { env } from '@/lib/env';
import { defineCommand, line, oneOf, rowId, UsageError } from '@/lib/server/core';
import { issueMachineKey, liveMachineKey, machineRequest } from './machine';

const atmId = rowId('name the ATM by its number, e.g. 1');

export const atmCommands = [
  defineCommand({
    name: 'atm key',
    help: "issue a machine's signing key for the machine API (the secret is shown once, to install on the machine)",
    args: z.object({ atmId }),
    writes: true,
    async run({ args, tx }) {
      const key = await issueMachineKey(tx, args.atmId);
      return { lines: [line`key ${key.id}`, line`secret ${key.secret.toString('hex')}`], record: { atmId: args.atmId, key: key.id } };
    },
  }),
  defineCommand({
    name: 'atm simulate',
    help: "act as the machine against the running app's machine API, signed with the machine's newest key",
    usage: 'atm simulate <atm-id> redeem <code> | atm simulate <atm-id> heartbeat <operation|maintenance>',
    args: z.object({ atmId, call: oneOf(['redeem', 'heartbeat'] as const, 'the call'), value: z.string().min(1) }),
    writes: false,
    async run({ args, tx }) {
      const key = await liveMachineKey(tx, args.atmId);
      if (!key) throw new UsageError(`ATM ${args.atmId} has no key: issue one with atm key ${args.atmId}`);
      const payload =
        args.call === 'redeem' ? { code: args.value } : { status: args.value === 'maintenance' ? 'In Maintenance' : 'In operation', cash: {} };
      const { url, init } = machineRequest(env().PUBLIC_ORIGIN, key, args.call, payload);
      const response = await fetch(url, init);
      return { lines: [line`${response.status} ${await response.text()}`] };
    },
  }),
];
