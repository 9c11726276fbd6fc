import { getTranslations } from 'next-intl/server';
import { PageLink } from '@/components/ui/PageLink';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
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

/** A heading cell's classes: numbers' headings stand over their right-aligned cells. */
const headingClass = (numeric: boolean) => `px-3 py-2 align-bottom font-semibold ${numeric ? 'text-right' : 'text-left'}`;

/** A column whose heading sorts the table by it, through the URL; the heading says the current order (aria-sort). */
function sortColumn(view: RatesPageView, column: RateSortKey, label: string, numeric = true): DataColumn {
  const active = view.sort === column;
  const next = active ? (view.direction === 'asc' ? 'desc' : 'asc') : defaultDirection(column);
  return {
    label,
    sort: active ? (view.direction === 'asc' ? 'ascending' : 'descending') : undefined,
    className: headingClass(numeric),
    content: (
      // A new page load: the fragment brings the visitor back to the table rather than the top of the page.
      <PageLink
        href={`${ratesHref({ query: view.query, sort: column, direction: next })}#rates-caption`}
        className="inline-flex items-baseline gap-1 rounded hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:text-brand-400"
      >
        {label}
        <span aria-hidden="true" className={active ? '' : 'opacity-30'}>
          {active && view.direction === 'asc' ? '▲' : '▼'}
        </span>
      </PageLink>
    ),
  };
}

/** The full table: one row per coin, headers that sort through the URL (aria-sort says the current order). */
export async function RatesTable({ view, formats }: { view: RatesPageView; formats: RateFormats }) {
  const t = await getTranslations('rates');
  const labels = { up: t('up'), down: t('down'), unchanged: t('unchanged') };

  return (
    // On a phone the sorting headings stay above the cards: they are the table's only way to sort.
    <DataTable
      labelledBy="rates-caption"
      caption={{ id: 'rates-caption', text: t('caption') }}
      testId="rates-table"
      keepHeadings
      regionClassName="rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-800 dark:bg-slate-900"
      className="w-full border-collapse text-sm"
      headClassName="border-b border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-300"
      columns={[
        sortColumn(view, 'rank', '#'),
        { label: t('symbol'), className: headingClass(false) },
        sortColumn(view, 'name', t('name'), false),
        sortColumn(view, 'price', t('priceEur')),
        { label: t('priceCzk'), className: headingClass(true) },
        sortColumn(view, 'change', t('change')),
        sortColumn(view, 'marketCap', t('marketCap')),
        sortColumn(view, 'volume', t('volume')),
      ]}
      // Cell styles are set once here rather than on each of the ~450 cells: the page's HTML and the RSC payload the
      // browser parses and hydrates are a third smaller.
      bodyClassName={BODY_CELLS}
    >
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
    </DataTable>
  );
}
