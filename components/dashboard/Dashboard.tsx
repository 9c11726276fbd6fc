import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { CurrencySwitch } from '@/components/accounts/CurrencySwitch';
import { LocalLink } from '@/components/ui/LocalLink';
import { formatAsset, formatFiat, formatPercentChange } from '@/lib/money';
import { DASHBOARD_RECORDS, type DashboardView } from '@/lib/views/dashboard';
import { routePath } from '@/lib/routes';
import { fiatLine } from './fiat-line';
import { OnboardingChecklist } from './OnboardingChecklist';
import { PortfolioChart } from './PortfolioChart';
import { StatusText } from '@/components/ui/StatusText';

const cardClass = 'rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900';
const mutedClass = 'text-sm text-slate-600 dark:text-slate-400';
const linkClass = 'text-sm text-brand-700 underline dark:text-brand-400';

/** The signed-in home: a new customer's first steps, balances, profit, the portfolio's month, rates, news and the spec's record tables. */
export async function Dashboard({ view }: { view: DashboardView }) {
  const t = await getTranslations('dashboard');
  const tHistory = await getTranslations('history');
  const locale = await getLocale();
  const { portfolio } = view;
  const money = (value: string | null) => (value === null ? '—' : formatFiat(value, portfolio.currency, locale));
  const format = await getFormatter();
  const profitNegative = portfolio.crypto.profit?.startsWith('-') ?? false;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold" data-testid="greeting">
          {t('greeting', { name: view.fullName })}
        </h1>
        <CurrencySwitch current={portfolio.currency} />
      </header>

      {view.checklist && <OnboardingChecklist steps={view.checklist} />}

      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label={t('balances')}>
        <li className={cardClass} data-testid="fiat-balance">
          <h2 className={mutedClass}>{t('fiat')}</h2>
          <p className="text-2xl font-bold tabular-nums">{money(portfolio.fiatTotal)}</p>
          {portfolio.fiat.map((fiat) => (
            <p key={fiat.currency} className={mutedClass}>
              {fiatLine(t, fiat, locale)}
            </p>
          ))}
        </li>
        <li className={cardClass} data-testid="crypto-balance">
          <h2 className={mutedClass}>{t('crypto')}</h2>
          <p className="text-2xl font-bold tabular-nums">{money(portfolio.crypto.value)}</p>
          <p
            className={`text-sm font-semibold ${profitNegative ? 'text-red-700 dark:text-red-300' : 'text-emerald-800 dark:text-emerald-300'}`}
          >
            {t('profit', {
              profit: money(portfolio.crypto.profit),
              percent: portfolio.crypto.profitPercent === null ? '—' : formatPercentChange(portfolio.crypto.profitPercent, locale),
            })}
          </p>
        </li>
        <li className={cardClass} data-testid="earning-balance">
          <h2 className={mutedClass}>{t('earning')}</h2>
          <p className="text-2xl font-bold tabular-nums">{money(portfolio.earning)}</p>
          <LocalLink href={routePath('earningAccount')} className={linkClass}>
            {t('seeAccounts')}
          </LocalLink>
        </li>
        <li className={cardClass} data-testid="atm-credit">
          <h2 className={mutedClass}>{t('atmCredit')}</h2>
          <p className="text-2xl font-bold tabular-nums">{formatFiat(portfolio.atmCredit, 'EUR', locale)}</p>
          <LocalLink href={routePath('cashAccount')} className={linkClass}>
            {t('seeAccounts')}
          </LocalLink>
        </li>
      </ul>

      <div className="grid gap-4 lg:grid-cols-3">
        <section aria-labelledby="portfolio-title" className={`${cardClass} lg:col-span-2`}>
          <h2 id="portfolio-title" className="mb-2 text-lg font-semibold">
            {t('portfolio')}
          </h2>
          <PortfolioChart
            history={view.history}
            currency={portfolio.currency}
            locale={locale}
            label={(first, last) => t('portfolioLabel', { first, last })}
          />
        </section>
        <section aria-labelledby="rates-title" className={cardClass}>
          <h2 id="rates-title" className="mb-2 text-lg font-semibold">
            {t('rates')}
          </h2>
          {view.rates.length === 0 ? (
            <p className={mutedClass}>{t('noRates')}</p>
          ) : (
            <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="dashboard-rates">
              {view.rates.map((rate) => {
                const down = rate.change24hPercent.startsWith('-');
                return (
                  <li key={rate.symbol} className="flex items-center justify-between gap-2 py-2 text-sm">
                    <span className="font-medium">{rate.symbol}</span>
                    <span className="tabular-nums">{formatFiat(rate.price, portfolio.currency, locale)}</span>
                    <span className={`tabular-nums ${down ? 'text-red-700 dark:text-red-300' : 'text-emerald-800 dark:text-emerald-300'}`}>
                      {formatPercentChange(rate.change24hPercent, locale)}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
          <LocalLink href={routePath('cryptoRates')} className={linkClass}>
            {t('allRates')}
          </LocalLink>
        </section>
      </div>

      <section aria-labelledby="news-title" className={cardClass}>
        <div className="mb-3 flex items-baseline justify-between gap-3">
          <h2 id="news-title" className="text-lg font-semibold">
            {t('unreadNews')}
          </h2>
          <LocalLink href={routePath('news')} className={linkClass}>
            {t('seeMore')}
          </LocalLink>
        </div>
        {view.news.length === 0 ? (
          <p className={mutedClass}>{t('noNews')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {view.news.map((item) => (
              <li key={item.id} className="py-3">
                <p className="font-medium">
                  <LocalLink href={routePath('newsDetails', { id: item.id })} className={linkClass}>
                    {item.title}
                  </LocalLink>
                </p>
                <p className={mutedClass}>{item.summary}</p>
                <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                  {format.dateTime(new Date(item.created_datetime), 'date')}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="grid gap-4 md:grid-cols-2">
        {view.records.map((record) => {
          const href = DASHBOARD_RECORDS.find((definition) => definition.id === record.id)!.href;
          return (
            <section key={record.id} aria-labelledby={`records-${record.id}`} className={cardClass} data-testid={`records-${record.id}`}>
              <div className="mb-2 flex items-baseline justify-between gap-3">
                <h2 id={`records-${record.id}`} className="font-semibold">
                  {t(`records.${record.id}`)}
                </h2>
                <LocalLink href={href} className={linkClass}>
                  {t('seeAll')}
                </LocalLink>
              </div>
              {record.entries.length === 0 ? (
                <p className={mutedClass}>{tHistory('empty')}</p>
              ) : (
                <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
                  {record.entries.map((entry) => (
                    <li key={entry.id} className="flex flex-wrap justify-between gap-2 py-1.5">
                      <span>{format.dateTime(new Date(entry.createdAt), 'date')}</span>
                      <StatusText code={entry.status}>
                        {entry.heldForOrder ? t('heldForOrder') : tHistory(`statuses.${entry.status}`)}
                      </StatusText>
                      <span className="font-medium tabular-nums">{formatAsset(entry.amount, entry.account.asset, locale)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
}
