import 'server-only';
import { defineJob } from '@/lib/server/core';
import { renewPlans } from './plans';

// Hourly, so a month that ended is charged within the hour whatever the time zone of its start.
export const renewPlansJob = defineJob<object>({ name: 'renew-plans', cron: '17 * * * *', run: () => renewPlans() });
