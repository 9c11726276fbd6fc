import { getTranslations } from 'next-intl/server';
import { PageLink } from '@/components/ui/PageLink';
import { TableScrollRegion } from '@/components/ui/TableScrollRegion';
import { stackedTable } from '@/components/ui/stacked-table';
import { defaultDirection, type RatesPageView, type RateSortKey } from '@/lib/views/rates';
import type { RateFormats } from './format';
import { ratesHref } from './href';
import { PriceChange } from './PriceChange';

/** Rows: rank (muted), symbol (the row header), name (left), then numbers (right-aligned, tabular). */
const BODY_CELLS = [
  'divide-y divide-slate-100 dark:divide-slate-800 [&_tr:hover]:bg-slate-50 dark:[&_tr:hover]:bg-slate-800/50',
  '[&_td]:px-3 [&_td]:py-2.5 [&_td]:text-right [&_td]:whitespace-nowrap [&_td]:tabular-nums [&_td:nth-child(3)]:text-left',
  '[&_td:first-child]:text-slate-600 dark:[&_td:first-child]:text-slate-400',
  '[&_th]:px-3 [&_th]:py-2.5 [&_th]:text-left [&_th]:font-mono [&_th]:font-semibold',
].join(' ');

function SortHeader({
  view,
  column,
  label,
  numeric = true,
}: {
  view: RatesPageView;
  column: RateSortKey;
  label: string;
  numeric?: boolean;
}) {
  const active = view.sort === column;
  const next = active ? (view.direction === 'asc' ? 'desc' : 'asc') : defaultDirection(column);
  return (
    <th
      scope="col"
      aria-sort={active ? (view.direction === 'asc' ? 'ascending' : 'descending') : undefined}
      className={`px-3 py-2 align-bottom font-semibold ${numeric ? 'text-right' : 'text-left'}`}
    >
      {/* A new page load: the fragment brings the visitor back to the table rather than the top of the page. */}
      <PageLink
        href={`${ratesHref({ query: view.query, sort: column, direction: next })}#rates-caption`}
        className="inline-flex items-baseline gap-1 rounded hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:text-brand-400"
      >
        {label}
        <span aria-hidden="true" className={active ? '' : 'opacity-30'}>
          {active && view.direction === 'asc' ? '▲' : '▼'}
        </span>
      </PageLink>
    </th>
  );
}

/** The full table: one row per coin, headers that sort through the URL (aria-sort says the current order). */
export async function RatesTable({ view, formats }: { view: RatesPageView; formats: RateFormats }) {
  const t = await getTranslations('rates');
  const labels = { up: t('up'), down: t('down'), unchanged: t('unchanged') };
  const headings = ['#', t('symbol'), t('name'), t('priceEur'), t('priceCzk'), t('change'), t('marketCap'), t('volume')];

  return (
    <TableScrollRegion
      labelledBy="rates-caption"
      className="rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-800 dark:bg-slate-900"
    >
      {/* On a phone the sorting headings stay above the cards: they are the table's only way to sort. */}
      <table className="w-full border-collapse text-sm" data-testid="rates-table" {...stackedTable(headings, { keepHeadings: true })}>
        <caption id="rates-caption" className="sr-only">
          {t('caption')}
        </caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-300">
          <tr>
            <SortHeader view={view} column="rank" label="#" />
            <th scope="col" className="px-3 py-2 text-left align-bottom font-semibold">
              {t('symbol')}
            </th>
            <SortHeader view={view} column="name" label={t('name')} numeric={false} />
            <SortHeader view={view} column="price" label={t('priceEur')} />
            <th scope="col" className="px-3 py-2 text-right align-bottom font-semibold">
              {t('priceCzk')}
            </th>
            <SortHeader view={view} column="change" label={t('change')} />
            <SortHeader view={view} column="marketCap" label={t('marketCap')} />
            <SortHeader view={view} column="volume" label={t('volume')} />
          </tr>
        </thead>
        {/* Cell styles are set once here rather than on each of the ~450 cells: the page's HTML and the RSC payload
            the browser parses and hydrates are a third smaller. */}
        <tbody className={BODY_CELLS}>
          {view.rates.map((rate) => (
            <tr key={rate.symbol}>
              <td>{rate.rank}</td>
              <th scope="row">{rate.symbol}</th>
              <td>{rate.name}</td>
              <td>{formats.price(rate.priceEur, 'EUR')}</td>
              <td>{rate.priceCzk === null ? '—' : formats.price(rate.priceCzk, 'CZK')}</td>
              <td>
                <PriceChange percent={rate.change24hPercent} formats={formats} labels={labels} />
              </td>
              <td>{formats.compact(rate.marketCapEur, 'EUR')}</td>
              <td>{formats.compact(rate.volumeEur, 'EUR')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScrollRegion>
  );
}
