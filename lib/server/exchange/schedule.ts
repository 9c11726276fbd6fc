import 'server-only';

/** When a recurring buy runs: its local times of day in `timeZone`, on every day, chosen weekdays or month dates. */
export interface DcaSchedule {
  period: 'day' | 'week' | 'month';
  /** "HH:MM", 24-hour. */
  times: readonly string[];
  /** 0 = Sunday … 6 = Saturday. */
  weekdays: readonly number[];
  /** 1–31; a date the month does not have runs on its last day. */
  monthDays: readonly number[];
  /** IANA name, "Europe/Prague". */
  timeZone: string;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of `timeZone` at `at`, as if it were UTC (milliseconds). */
function wallClock(at: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

const offsetAt = (at: number, timeZone: string) => wallClock(at, timeZone) - Math.floor(at / 1000) * 1000;

/**
 * The instant a wall-clock time (given as if UTC) happens in `timeZone`. A time skipped by a spring-forward change runs
 * as late as the clocks moved (02:30 → 03:30); one repeated by a fall-back change runs once, at its later occurrence.
 */
function instantOf(wall: number, timeZone: string): number {
  const first = offsetAt(wall, timeZone);
  const guess = wall - first;
  const second = offsetAt(guess, timeZone);
  return second === first ? guess : wall - second;
}

function runsOn(schedule: DcaSchedule, day: Date): boolean {
  if (schedule.period === 'day') return true;
  if (schedule.period === 'week') return schedule.weekdays.includes(day.getUTCDay());
  const lastDay = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0)).getUTCDate();
  return schedule.monthDays.some((date) => Math.min(date, lastDay) === day.getUTCDate());
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};

/**
 * The first slot strictly after `after`. Days are walked in the order's zone from the local date of `after`; a month
 * order always runs within 31 days and a week order within 7, so two months bound the walk.
 */
export function nextSlot(schedule: DcaSchedule, after: Date): Date {
  const local = wallClock(after.getTime(), schedule.timeZone);
  const firstDay = local - (local % DAY);
  const times = schedule.times.map(minutesOf).sort((a, b) => a - b);
  for (let day = firstDay; day < firstDay + 62 * DAY; day += DAY) {
    if (!runsOn(schedule, new Date(day))) continue;
    for (const minutes of times) {
      const slot = instantOf(day + minutes * MINUTE, schedule.timeZone);
      if (slot > after.getTime()) return new Date(slot);
    }
  }
  throw new Error(`no slot within two months: ${JSON.stringify(schedule)}`);
}
