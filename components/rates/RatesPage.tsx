import { getLocale, getTranslations } from 'next-intl/server';
import { PageLink } from '@/components/ui/PageLink';
import type { RatesPageView } from '@/lib/views/rates';
import { rateFormats } from './format';
import { Freshness } from './Freshness';
import { ratesHref } from './href';
import { RatesTable } from './RatesTable';

/** /Crypto_rates: search, freshness and the table, all server-rendered; the links and the form work without JS. */
export async function RatesPage({ view }: { view: RatesPageView }) {
  const t = await getTranslations('rates');
  const formats = rateFormats(await getLocale());
  const { query, sort, direction } = view;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="max-w-3xl text-slate-600 dark:text-slate-300">{t('intro', { count: view.total })}</p>
        <Freshness freshness={view} />
      </header>

      <form role="search" method="get" className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-60 flex-1 flex-col gap-1 sm:max-w-sm">
          <label htmlFor="rates-query" className="text-sm font-medium">
            {t('searchLabel')}
          </label>
          <input
            id="rates-query"
            type="search"
            name="q"
            defaultValue={query}
            maxLength={50}
            placeholder={t('searchPlaceholder')}
            className="rounded-md border border-slate-300 bg-white px-3 py-2 text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 dark:border-slate-700 dark:bg-slate-950"
          />
        </div>
        {sort !== 'rank' && <input type="hidden" name="sort" value={sort} />}
        {sort !== 'rank' && <input type="hidden" name="dir" value={direction} />}
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          {t('search')}
        </button>
        {query && (
          <PageLink
            href={ratesHref({ sort, direction })}
            className="px-2 py-2 text-sm font-semibold text-brand-700 underline dark:text-brand-400"
          >
            {t('clear')}
          </PageLink>
        )}
      </form>

      {view.total === 0 ? (
        <p
          className="rounded-lg border border-slate-200 bg-white p-6 text-center dark:border-slate-800 dark:bg-slate-900"
          data-testid="rates-empty"
        >
          {t('noPrices')}
        </p>
      ) : view.rates.length === 0 ? (
        <p
          className="rounded-lg border border-slate-200 bg-white p-6 text-center dark:border-slate-800 dark:bg-slate-900"
          data-testid="rates-no-match"
        >
          {t('noMatch', { query })}
        </p>
      ) : (
        <>
          {query && (
            <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="rates-count">
              {t('shown', { shown: view.rates.length, total: view.total })}
            </p>
          )}
          <RatesTable view={view} formats={formats} />
        </>
      )}
    </div>
  );
}
