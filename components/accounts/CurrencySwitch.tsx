import { getTranslations } from 'next-intl/server';
import { FIAT_CURRENCIES } from '@/lib/money';

/** Values in euros or crowns: two links to this page with `?currency=`, so the choice is in the URL and needs no script. */
export async function CurrencySwitch({ current }: { current: string }) {
  const t = await getTranslations('accounts');
  return (
    <nav aria-label={t('currencySwitch')} className="flex overflow-hidden rounded-md border border-slate-300 text-sm dark:border-slate-700">
      {FIAT_CURRENCIES.map((currency) => (
        <a
          key={currency}
          href={`?currency=${currency}`}
          aria-current={currency === current ? 'true' : undefined}
          className={`px-3 py-1.5 font-semibold ${
            currency === current
              ? 'bg-brand-700 text-white'
              : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
          }`}
        >
          {currency}
        </a>
      ))}
    </nav>
  );
}
