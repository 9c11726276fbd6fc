import { getFormatter, getTranslations } from 'next-intl/server';
import type { MaintenanceView } from '@/lib/views/maintenance';

/**
 * /maintenance, which every page answers with (503) while maintenance is on: the operator's message as written, the
 * rest in the visitor's language.
 */
export async function MaintenanceNotice({ message, endsAt }: MaintenanceView) {
  const t = await getTranslations('maintenance');
  const format = await getFormatter();
  return (
    <section className="flex flex-col gap-4" aria-labelledby="maintenance-title" data-testid="maintenance">
      <h1 id="maintenance-title" className="text-2xl font-bold">
        {t('title')}
      </h1>
      <p className="rounded-md border border-amber-400 bg-amber-50 px-3 py-2 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
        {message}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="maintenance-end">
        {endsAt ? t('expectedEnd', { time: format.dateTime(new Date(endsAt), 'dateTime') }) : t('noExpectedEnd')}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('funds')}</p>
    </section>
  );
}

/** The signed-in frame's notice of a window announced for later. */
export async function MaintenanceBanner({ message, startsAt, endsAt }: MaintenanceView) {
  const t = await getTranslations('maintenance');
  const format = await getFormatter();
  // In the reader's own zone, as every other time they read.
  const from = format.dateTime(new Date(startsAt), 'dateTime');
  return (
    <p
      role="status"
      data-testid="maintenance-banner"
      className="mb-4 rounded-md border border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      {endsAt ? t('plannedUntil', { from, until: format.dateTime(new Date(endsAt), 'dateTime') }) : t('planned', { from })} {message}
    </p>
  );
}
