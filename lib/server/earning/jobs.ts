import 'server-only';
import { defineJob } from '@/lib/server/core';
import { accrueDay, firstUnpaidDay } from './rewards';
import { addDays, matureStakes, utcDay } from './stakes';

/**
 * The earning day: every day up to yesterday that some running stake has not been paid (the days missed while the app
 * was down, once each), then the fixed stakes that matured by today paid back.
 */
export async function runEarningDay(today = utcDay()) {
  const yesterday = addDays(today, -1);
  let days = 0;
  let paid = 0;
  for (let day = await firstUnpaidDay(); day !== null && day <= yesterday; day = addDays(day, 1)) {
    paid += await accrueDay(day);
    days++;
  }
  return { days, paid, matured: await matureStakes(today) };
}

// Hourly, not once a day: an instance down at midnight pays the day within the hour it is back; a run with nothing
// due is two small queries.
export const earningDayJob = defineJob<object>({ name: 'earning-day', cron: '7 * * * *', run: () => runEarningDay() });
