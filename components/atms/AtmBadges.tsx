import { useTranslations } from 'next-intl';
import type { AtmListing } from '@/lib/atms/model';

/** Status, services and coins of a machine: the same marks in the list, the popup and the details page. */
export function AtmStatusBadge({ status }: Pick<AtmListing, 'status'>) {
  const t = useTranslations('atms');
  const operating = status === 'In operation';
  return (
    <span
      data-testid="atm-status"
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        operating
          ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100'
          : 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100'
      }`}
    >
      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${operating ? 'bg-emerald-600' : 'bg-amber-500'}`} />
      {operating ? t('statusOperation') : t('statusMaintenance')}
    </span>
  );
}

export function AtmServiceTags({ canBuy, canSell }: Pick<AtmListing, 'canBuy' | 'canSell'>) {
  const t = useTranslations('atms');
  const tag = 'rounded-md border border-slate-300 px-2 py-0.5 text-xs font-medium text-slate-800 dark:border-slate-600 dark:text-slate-100';
  return (
    <>
      {canBuy && <span className={tag}>{t('buy')}</span>}
      {canSell && <span className={tag}>{t('sell')}</span>}
    </>
  );
}

export function AtmCoins({ coins }: Pick<AtmListing, 'coins'>) {
  const t = useTranslations('atms');
  return (
    <span className="font-mono text-xs tracking-wide text-slate-700 dark:text-slate-300">
      <span className="sr-only">{t('coins')}: </span>
      {coins.join(' · ')}
    </span>
  );
}
