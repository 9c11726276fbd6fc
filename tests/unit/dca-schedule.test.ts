import { nextSlot, type DcaSchedule } from '@/lib/server/exchange/schedule';

const schedule = (fields: Partial<DcaSchedule>): DcaSchedule => ({
  period: 'day',
  times: ['09:00'],
  weekdays: [],
  monthDays: [],
  timeZone: 'Europe/Prague',
  ...fields,
});
const next = (fields: Partial<DcaSchedule>, after: string) => nextSlot(schedule(fields), new Date(after)).toISOString();

describe('recurring buy slots', () => {
  it('keeps 09:00 in Prague across both daylight-saving changes', () => {
    // Winter (UTC+1), then the spring change on 29 March 2026, then the autumn one on 25 October 2026.
    expect(next({}, '2026-03-28T07:30:00Z')).toBe('2026-03-28T08:00:00.000Z');
    expect(next({}, '2026-03-28T08:00:00Z')).toBe('2026-03-29T07:00:00.000Z');
    expect(next({}, '2026-10-24T07:00:00Z')).toBe('2026-10-25T08:00:00.000Z');
  });

  it('runs a time the spring change skips once, an hour later, and a repeated autumn time once', () => {
    expect(next({ times: ['02:30'] }, '2026-03-28T12:00:00Z')).toBe('2026-03-29T01:30:00.000Z');
    const autumn = next({ times: ['02:30'] }, '2026-10-24T12:00:00Z');
    expect(autumn).toBe('2026-10-25T01:30:00.000Z');
    expect(next({ times: ['02:30'] }, autumn)).toBe('2026-10-26T01:30:00.000Z');
  });

  it('takes up to three times a day in order, in UTC when the zone is UTC', () => {
    const times = ['18:00', '06:00', '12:00'];
    expect(next({ times, timeZone: 'UTC' }, '2026-05-01T06:00:00Z')).toBe('2026-05-01T12:00:00.000Z');
    expect(next({ times, timeZone: 'UTC' }, '2026-05-01T18:00:00Z')).toBe('2026-05-02T06:00:00.000Z');
  });

  it('runs a week order on its chosen weekdays only', () => {
    // 1 May 2026 is a Friday; Monday (1) and Wednesday (3) are chosen.
    expect(next({ period: 'week', weekdays: [1, 3], timeZone: 'UTC' }, '2026-05-01T10:00:00Z')).toBe('2026-05-04T09:00:00.000Z');
    expect(next({ period: 'week', weekdays: [1, 3], timeZone: 'UTC' }, '2026-05-04T09:00:00Z')).toBe('2026-05-06T09:00:00.000Z');
  });

  it('runs the 31st on the last day of a shorter month, once, and the 29th to 31st of February on the 28th once', () => {
    const month = { period: 'month' as const, timeZone: 'UTC' };
    expect(next({ ...month, monthDays: [31] }, '2026-04-01T00:00:00Z')).toBe('2026-04-30T09:00:00.000Z');
    expect(next({ ...month, monthDays: [31] }, '2026-02-01T00:00:00Z')).toBe('2026-02-28T09:00:00.000Z');
    expect(next({ ...month, monthDays: [29, 30, 31] }, '2026-02-28T09:00:00Z')).toBe('2026-03-29T09:00:00.000Z');
    expect(next({ ...month, monthDays: [29] }, '2028-02-01T00:00:00Z')).toBe('2028-02-29T09:00:00.000Z');
  });

  it("reads the month date in the customer's zone, not in UTC", () => {
    // 00:30 on 1 June in Prague is 22:30 UTC on 31 May: the order for the 1st runs then, not on 1 July's eve.
    expect(next({ period: 'month', monthDays: [1], times: ['00:30'] }, '2026-05-31T22:00:00Z')).toBe('2026-05-31T22:30:00.000Z');
    expect(next({ period: 'month', monthDays: [1], times: ['00:30'] }, '2026-05-31T22:30:00Z')).toBe('2026-06-30T22:30:00.000Z');
  });
});
