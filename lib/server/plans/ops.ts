import 'server-only';
import { z } from 'zod';
import { defineCommand, line, oneOf } from '@/lib/server/core';
import { updateCustomerByEmail } from '@/lib/server/users';
import { planTypes } from '@/lib/terms/plans';
import { renewPlans } from './plans';

export const planCommands = [
  defineCommand({
    name: 'set-plan',
    help: 'set a customer’s plan',
    args: z.object({ email: z.string(), plan: oneOf(planTypes, 'the plan') }),
    writes: true,
    async run({ args: { email, plan }, tx }) {
      return { customer: await updateCustomerByEmail(tx, email, { plan }), lines: [line`${email} is on the ${plan} plan`] };
    },
  }),
  defineCommand({
    name: 'renew-plans',
    help: 'charge the paid plans whose month has ended (the hourly job does this too)',
    args: z.object({}),
    writes: true,
    async run({ tx }) {
      const summary = await renewPlans(new Date(), tx);
      return { record: { ...summary }, lines: [`renewed ${summary.renewed}, fell back to basic ${summary.fellBack}`] };
    },
  }),
];
