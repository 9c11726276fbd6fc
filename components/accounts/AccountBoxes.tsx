import { getLocale, getTranslations } from 'next-intl/server';
import { LocalLink } from '@/components/ui/LocalLink';
import { formatAsset, formatFiat } from '@/lib/money';
import type { AccountBoxesView, AccountBoxView } from '@/lib/views/accounts';
import { routePath } from '@/lib/routes';

const linkClass = 'text-brand-700 underline dark:text-brand-400';

/** Where a family's money can go next from its box. */
const ACTIONS: Record<AccountBoxView['group'], { href: string; label: 'send' | 'move' | 'history' }[]> = {
  credit: [
    { href: routePath('transferBetweenUsers'), label: 'send' },
    { href: routePath('transferBetweenAccounts'), label: 'move' },
  ],
  crypto: [{ href: routePath('transferBetweenAccounts'), label: 'move' }],
  earning: [{ href: routePath('cryptoEarning'), label: 'history' }],
  cash: [
    { href: routePath('transferBetweenAccounts'), label: 'move' },
    { href: routePath('cashOrder'), label: 'history' },
  ],
};

/** The customer's accounts as boxes, one section per family, each box with its total, what is free, what orders hold and its value. */
export async function AccountBoxes({ view }: { view: AccountBoxesView }) {
  const t = await getTranslations('accounts');
  const locale = await getLocale();
  return (
    <div className="flex flex-col gap-8">
      {view.groups.map((group) => {
        const boxes = view.boxes.filter((box) => box.group === group);
        return (
          <section key={group} aria-labelledby={`boxes-${group}`} className="flex flex-col gap-3" data-testid={`boxes-${group}`}>
            <h2 id={`boxes-${group}`} className="text-lg font-semibold">
              {t(`groups.${group}`)}
            </h2>
            {boxes.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('boxes.empty')}</p>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2">
                {boxes.map((box) => (
                  <li
                    key={box.id}
                    data-testid={`box-${box.asset}-${box.kind}`}
                    className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
                  >
                    <div className="flex items-baseline justify-between gap-2">
                      <h3 className="font-semibold">{box.asset}</h3>
                      <LocalLink href={routePath('accountDetails', { id: box.id })} className={`font-mono text-sm ${linkClass}`}>
                        {box.number}
                      </LocalLink>
                    </div>
                    <p className="text-2xl font-bold tabular-nums">{formatAsset(box.total, box.asset, locale)}</p>
                    <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                      {box.kind === 'staked' ? (
                        <>
                          <dt className="text-slate-600 dark:text-slate-400">{t('boxes.staked')}</dt>
                          <dd className="text-right tabular-nums">{formatAsset(box.staked, box.asset, locale)}</dd>
                        </>
                      ) : (
                        <>
                          <dt className="text-slate-600 dark:text-slate-400">{t('boxes.available')}</dt>
                          <dd className="text-right tabular-nums">{formatAsset(box.available, box.asset, locale)}</dd>
                          <dt className="text-slate-600 dark:text-slate-400">{t('boxes.held')}</dt>
                          <dd className="text-right tabular-nums">{formatAsset(box.held, box.asset, locale)}</dd>
                        </>
                      )}
                      <dt className="text-slate-600 dark:text-slate-400">{t('value', { currency: view.currency })}</dt>
                      <dd className="text-right tabular-nums">{box.value === null ? '—' : formatFiat(box.value, view.currency, locale)}</dd>
                    </dl>
                    <div className="mt-1 flex flex-wrap gap-4 text-sm">
                      {ACTIONS[box.group].map((action) => (
                        <LocalLink key={action.href} href={action.href} className={linkClass}>
                          {t(`boxes.actions.${action.label}`)}
                        </LocalLink>
                      ))}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
