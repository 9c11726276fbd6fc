import 'server-only';
import { defineJob } from '@/lib/server/core';
import { runEarningDay } from './rewards';

// Hourly, not once a day: an instance down at midnight pays the day within the hour it is back; a run with nothing
// due is two small queries.
export const earningDayJob = defineJob<object>({ name: 'earning-day', cron: '7 * * * *', run: () => runEarningDay() });
