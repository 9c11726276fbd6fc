import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { LocalLink } from '@/components/ui/LocalLink';
import { formatFiat } from '@/lib/money';
import type { PricingPageView } from '@/lib/views/plans';
import { routePath } from '@/lib/routes';
import { UpgradePlan } from './UpgradePlan';

const noticeClass = 'rounded-md px-3 py-2 text-sm';

/** The signed-in /Pricing: the customer's plan, what pays it, and the plans to move up to. */
export async function PricingPage({ view }: { view: PricingPageView }) {
  const t = await getTranslations('plans');
  const locale = await getLocale();
  const euro = (amount: string) => formatFiat(amount, 'EUR', locale);
  const format = await getFormatter();
  const date = (iso: string) => format.dateTime(new Date(iso), 'date');
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold">{t('page.title')}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('page.intro')}</p>
      </header>
      <section className="flex flex-col gap-2" aria-label={t('page.yourPlan')} data-testid="current-plan">
        <p className="text-lg">{t('page.current', { plan: t(view.plan) })}</p>
        {view.paidUntil && <p>{t('page.paidUntil', { date: date(view.paidUntil) })}</p>}
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('page.eurAvailable', { amount: euro(view.eurAvailable) })}</p>
        {view.requestedPlan && (
          <p
            role="status"
            className={`${noticeClass} bg-sky-50 text-sky-900 dark:bg-sky-950 dark:text-sky-100`}
            data-testid="requested-plan"
          >
            {t('page.requested', {
              plan: t(view.requestedPlan),
              price: euro(view.offers.find((o) => o.plan === view.requestedPlan)!.price),
            })}
          </p>
        )}
        {view.notice && (
          <p
            role="status"
            className={`${noticeClass} bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100`}
            data-testid="plan-notice"
          >
            {t(`notices.${view.notice}`)}
          </p>
        )}
      </section>
      <ul className="grid gap-4 md:grid-cols-3">
        {view.offers.map((offer) => (
          <li
            key={offer.plan}
            data-testid={`offer-${offer.plan}`}
            className={`flex flex-col gap-3 rounded-xl border p-5 ${
              offer.relation === 'current'
                ? 'border-brand-600 ring-2 ring-brand-600 dark:border-brand-400'
                : 'border-slate-200 dark:border-slate-800'
            }`}
          >
            <h2 className="text-xl font-bold">{t(offer.plan)}</h2>
            <p>
              <span className="text-2xl font-extrabold">{offer.price === '0' ? t('page.free') : euro(offer.price)}</span>
              {offer.price !== '0' && <span className="ml-1 text-sm text-slate-600 dark:text-slate-400">{t('page.perMonth')}</span>}
            </p>
            <p className="flex-1 text-sm">
              {t('page.transferFee', { percent: offer.transferFee.percent, fixed: euro(offer.transferFee.fixed) })}
            </p>
            {offer.relation === 'current' && <p className="font-semibold text-brand-700 dark:text-brand-400">{t('page.currentBadge')}</p>}
            {offer.relation === 'lower' && <p className="text-sm text-slate-600 dark:text-slate-400">{t('page.onlyUp')}</p>}
            {offer.relation === 'upgrade' && offer.plan !== 'basic' && <UpgradePlan plan={offer.plan} price={offer.price} />}
          </li>
        ))}
      </ul>
      <p>
        <LocalLink href={routePath('pricingPlan')} className="text-brand-700 underline dark:text-brand-400">
          {t('page.compare')}
        </LocalLink>
      </p>
    </div>
  );
}
