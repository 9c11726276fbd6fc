import { getLocale, getTranslations } from 'next-intl/server';
import { PageLink } from '@/components/ui/PageLink';
import type { CoinRate, RatesFreshness } from '@/lib/views/rates';
import { routePath } from '@/lib/routes';
import { rateFormats } from './format';
import { Freshness } from './Freshness';
import { PriceChange } from './PriceChange';

/** The top coins in EUR and CZK with their 24 h change, linking to the full table; for any public page. */
export async function RatesStrip({ strip }: { strip: { rates: CoinRate[] } & RatesFreshness }) {
  const t = await getTranslations('rates');
  const formats = rateFormats(await getLocale());
  const labels = { up: t('up'), down: t('down'), unchanged: t('unchanged') };
  return (
    <section aria-labelledby="rates-strip-title" className="flex flex-col gap-3" data-testid="rates-strip">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="rates-strip-title" className="text-2xl font-bold tracking-tight">
          {t('stripTitle')}
        </h2>
        <PageLink href={routePath('cryptoRates')} className="text-sm font-semibold text-brand-700 underline dark:text-brand-400">
          {t('allRates')}
        </PageLink>
      </div>
      {strip.rates.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">{t('noPrices')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {strip.rates.map((rate) => (
            <li
              key={rate.symbol}
              className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
              data-testid="strip-coin"
            >
              <p className="flex items-baseline justify-between gap-2">
                <span className="font-mono font-semibold">{rate.symbol}</span>
                <span className="truncate text-xs text-slate-600 dark:text-slate-400">{rate.name}</span>
              </p>
              <p className="font-semibold tabular-nums">{formats.price(rate.priceEur, 'EUR')}</p>
              <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
                {rate.priceCzk === null ? '—' : formats.price(rate.priceCzk, 'CZK')}
              </p>
              <p className="text-sm">
                <PriceChange percent={rate.change24hPercent} formats={formats} labels={labels} />
              </p>
            </li>
          ))}
        </ul>
      )}
      <Freshness freshness={strip} />
    </section>
  );
}
