import { getFormatter, getTranslations } from 'next-intl/server';
import type { RatesFreshness } from '@/lib/views/rates';

/** "Updated …", or a warning when the feed has not written for several intervals (a failing source). */
export async function Freshness({ freshness }: { freshness: RatesFreshness }) {
  const { updatedAt, stale } = freshness;
  if (!updatedAt) return null;
  const [t, format] = await Promise.all([getTranslations('rates'), getFormatter()]);
  const values = {
    time: format.dateTime(updatedAt, 'dateTime'),
    when: (chunks: React.ReactNode) => <time dateTime={updatedAt.toISOString()}>{chunks}</time>,
  };
  if (stale) {
    return (
      <p
        className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        data-testid="rates-stale"
      >
        {t.rich('stale', values)}
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="rates-updated">
      {t.rich('updated', values)}
    </p>
  );
}
