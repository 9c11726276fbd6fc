import 'server-only';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineCommand, labelled, oneOf } from '@/lib/server/core';
import { RATE_LIMIT_POLICIES, rateLimitKey, type RateLimitPolicyName, type RateLimitSubject } from './rate-limit';

/** A subject as the operator types it (`ip:203.0.113.7`, `account:42`), in the shape the rate limiter keys it by. */
const subject = labelled(
  z
    .string()
    .regex(/^(ip|email|login|account):./, 'name the subject as ip:…, email:…, login:… or account:…')
    .transform((typed): RateLimitSubject => {
      const [kind, value] = [typed.slice(0, typed.indexOf(':')), typed.slice(typed.indexOf(':') + 1)];
      if (kind === 'account') return { account: Number(value) };
      if (kind === 'ip') return { ip: value };
      return kind === 'email' ? { email: value } : { login: value };
    })
    .optional(),
  'ip:… | email:… | login:… | account:…',
);

export const securityCommands = [
  defineCommand({
    name: 'lift-limit',
    help: 'lift a rate-limit block: one subject, or every subject of the policy',
    args: z.object({ policy: oneOf(Object.keys(RATE_LIMIT_POLICIES) as RateLimitPolicyName[], 'the policy'), subject }),
    writes: true,
    async run({ args: { policy, subject }, tx }) {
      const { rowCount } = subject
        ? await tx.execute(sql`DELETE FROM rate_limits WHERE key = ${rateLimitKey(policy, subject)}`)
        : await tx.execute(sql`DELETE FROM rate_limits WHERE key LIKE ${`${policy}:%`}`);
      const lifted = rowCount ?? 0;
      return { record: { lifted }, lines: [`${policy}: ${lifted} ${lifted === 1 ? 'subject' : 'subjects'} lifted`] };
    },
  }),
];
