import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageLink } from '@/components/ui/PageLink';
import { describeOpeningHours, directionsUrl, formatPercent, geoUri } from '@/lib/atms/format';
import { formatFiatMinor } from '@/lib/money';
import type { AtmDetailsPageView } from '@/lib/views/atms';
import { routePath } from '@/lib/routes';
import { AtmCoins, AtmServiceTags, AtmStatusBadge } from './AtmBadges';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 border-b border-slate-200 py-3 sm:flex-row sm:gap-4 dark:border-slate-800">
      <dt className="text-sm font-semibold text-slate-700 sm:w-48 sm:shrink-0 dark:text-slate-300">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

const button =
  'rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/** One machine: where it is, when it is open, what it does and what it costs. */
export async function AtmDetailsView({ atm, jsonLd }: AtmDetailsPageView) {
  const t = await getTranslations('atms');
  const locale = await getLocale();
  // A limit reads better without ",00": "5 000 €", "CZK 140,000".
  const money = (minor: number) => formatFiatMinor(minor, atm.currency, locale, { wholeWithoutCents: true });
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6" data-testid="atm-details">
      <JsonLd data={jsonLd} />
      <PageLink href={routePath('atmMap')} className="self-start text-sm font-semibold text-brand-700 underline dark:text-brand-300">
        ← {t('backToMap')}
      </PageLink>
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight">{atm.name}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <AtmStatusBadge status={atm.status} />
          <span className="text-sm text-slate-700 dark:text-slate-300">{t(`countries.${atm.country}`)}</span>
        </div>
        {atm.status === 'In Maintenance' && (
          <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
            {t('maintenanceNote')}
          </p>
        )}
      </header>
      <dl className="rounded-lg border border-slate-200 bg-white px-4 dark:border-slate-800 dark:bg-slate-900">
        <Fact label={t('address')}>
          <address className="not-italic">{atm.address}</address>
        </Fact>
        <Fact label={t('openingHours')}>
          <ul>
            {describeOpeningHours(atm.openingHours, locale, t('nonstop')).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Fact>
        <Fact label={t('servicesLegend')}>
          <div className="flex flex-wrap gap-2">
            <AtmServiceTags canBuy={atm.canBuy} canSell={atm.canSell} />
          </div>
        </Fact>
        <Fact label={t('coins')}>
          <AtmCoins coins={atm.coins} />
        </Fact>
        <Fact label={t('limits')}>
          <span data-testid="atm-limits">{t('limitsRange', { min: money(atm.minAmountMinor), max: money(atm.maxAmountMinor) })}</span>
        </Fact>
        <Fact label={t('fees')}>
          <ul data-testid="atm-fees">
            <li>
              {t('buyFee')}: {atm.canBuy ? formatPercent(atm.buyFeePercent, locale) : t('notOffered')}
            </li>
            <li>
              {t('sellFee')}: {atm.canSell ? formatPercent(atm.sellFeePercent, locale) : t('notOffered')}
            </li>
          </ul>
        </Fact>
      </dl>
      <div className="flex flex-wrap gap-3">
        <a
          href={directionsUrl(atm.latitude, atm.longitude)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
        >
          {t('directions')}
        </a>
        <a
          href={geoUri(atm.latitude, atm.longitude, atm.name)}
          className={`${button} border border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800`}
        >
          {t('openInMapsApp')}
        </a>
        <PageLink
          href={`${routePath('atmMap')}?atm=${atm.id}`}
          className={`${button} border border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800`}
        >
          {t('showOnMap')}
        </PageLink>
      </div>
    </article>
  );
}
