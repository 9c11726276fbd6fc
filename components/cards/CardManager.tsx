'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useApi } from '@/components/providers/AppProviders';
import { useSnackbar } from '@/components/providers/snackbar';
import { LocalLink } from '@/components/ui/LocalLink';
import { DataTable } from '@/components/ui/DataTable';
import { primaryActionClass } from '@/components/ui/styles';
import { ApiError } from '@/lib/api/client';
import { formatAsset } from '@/lib/money';
import { routePath } from '@/lib/routes';
import type { CardManagementView, CardPurchaseView, CardView, RevealedCardView } from '@/lib/views/cards';

const linkClass = 'text-brand-700 underline dark:text-brand-400';
const secondaryClass = 'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold dark:border-slate-700';

/**
 * The customer's cards. Every change is a call whose answer replaces the card shown; a revealed number stays only in
 * this component's state and is dropped at the issuer's `hideAt`.
 */
export function CardManager({ view }: { view: CardManagementView }) {
  const t = useTranslations('cards');
  const locale = useLocale();
  const api = useApi();
  const snackbar = useSnackbar();
  const [cards, setCards] = useState(view.cards);
  const [ordering, setOrdering] = useState(false);
  const euros = (amount: string) => formatAsset(amount, 'EUR', locale);

  async function run<T>(work: () => Promise<T>): Promise<T | undefined> {
    try {
      return await work();
    } catch (failure) {
      snackbar.error(failure instanceof ApiError ? failure.message : t('unavailable'));
      return undefined;
    }
  }

  async function order() {
    setOrdering(true);
    const card = await run(() => api.call('cardIssue', {}));
    if (card) setCards((shown) => [card, ...shown]);
    setOrdering(false);
  }

  const replace = (card: CardView) => setCards((shown) => shown.map((each) => (each.id === card.id ? card : each)));

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-4">
        <p data-testid="card-balance">{t('balance', { balance: euros(view.balance) })}</p>
        <LocalLink href={routePath('cardFundingTransfer')} className={linkClass}>
          {t('fund')}
        </LocalLink>
        <button
          type="button"
          className={primaryActionClass}
          onClick={order}
          disabled={ordering}
          aria-busy={ordering}
          data-testid="order-card"
        >
          {ordering ? t('ordering') : t('order')}
        </button>
      </div>
      {cards.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {cards.map((card) => (
            <li key={card.id}>
              <CardItem card={card} onChange={replace} run={run} euros={euros} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CardItem({
  card,
  onChange,
  run,
  euros,
}: {
  card: CardView;
  onChange: (card: CardView) => void;
  run: <T>(work: () => Promise<T>) => Promise<T | undefined>;
  euros: (amount: string) => string;
}) {
  const t = useTranslations('cards');
  const format = useFormatter();
  const api = useApi();
  const [revealed, setRevealed] = useState<RevealedCardView>();
  const [purchases, setPurchases] = useState<CardPurchaseView[]>();
  const [limit, setLimit] = useState(card.dailyLimit ?? '');
  const params = { id: card.id };

  useEffect(() => {
    if (!revealed) return;
    const timer = setTimeout(() => setRevealed(undefined), Math.max(0, Date.parse(revealed.hideAt) - Date.now()));
    return () => clearTimeout(timer);
  }, [revealed]);

  const setStatus = async (status: CardView['status']) => {
    if (status === 'closed' && !window.confirm(t('closeConfirm'))) return;
    const changed = await run(() => api.call('cardStatus', { params, body: { status } }));
    if (changed) onChange(changed);
  };
  const open = card.status !== 'closed';

  return (
    <section
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
      data-testid="card"
      data-card-id={card.id}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-mono text-lg" data-testid="card-number">
          {revealed ? revealed.number.replace(/(\d{4})(?=\d)/g, '$1 ') : `•••• •••• •••• ${card.last4}`}
        </p>
        <p>
          {t('expiry', { expiry: card.expiry })} · <span data-testid="card-status">{t(`status.${card.status}`)}</span>
        </p>
      </div>
      {revealed && (
        <p className="font-mono" data-testid="card-cvc">
          {t('cvc')}: {revealed.cvc}
        </p>
      )}
      {open && (
        <div className="flex flex-wrap gap-2">
          {revealed ? (
            <button type="button" className={secondaryClass} onClick={() => setRevealed(undefined)}>
              {t('hide')}
            </button>
          ) : (
            <button
              type="button"
              className={secondaryClass}
              data-testid="reveal-card"
              onClick={async () => setRevealed(await run(() => api.call('cardReveal', { params })))}
            >
              {t('reveal')}
            </button>
          )}
          <button type="button" className={secondaryClass} onClick={() => setStatus(card.status === 'active' ? 'frozen' : 'active')}>
            {card.status === 'active' ? t('freeze') : t('unfreeze')}
          </button>
          <button type="button" className={secondaryClass} onClick={() => setStatus('closed')}>
            {t('close')}
          </button>
        </div>
      )}
      {open && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={async (event) => {
            event.preventDefault();
            const changed = await run(() => api.call('cardLimit', { params, body: { dailyLimit: limit } }));
            if (changed) onChange(changed);
          }}
        >
          <label className="flex flex-col text-sm">
            {t('limit')}
            <input
              className="rounded-md border border-slate-300 px-2 py-1 dark:border-slate-700 dark:bg-slate-900"
              inputMode="decimal"
              value={limit}
              placeholder={t('limitNone')}
              onChange={(event) => setLimit(event.target.value)}
            />
          </label>
          <button type="submit" className={secondaryClass}>
            {t('saveLimit')}
          </button>
        </form>
      )}
      <div>
        <button
          type="button"
          className={linkClass}
          data-testid="card-transactions"
          onClick={async () => {
            const answer = await run(() => api.call('cardPurchases', { params }));
            if (answer) setPurchases(answer.purchases);
          }}
        >
          {t('transactions')}
        </button>
        {purchases &&
          (purchases.length === 0 ? (
            <p>{t('noTransactions')}</p>
          ) : (
            <DataTable
              labelledBy={`card-purchases-${card.id}`}
              caption={{ id: `card-purchases-${card.id}`, text: t('transactions') }}
              testId="card-purchases"
              regionClassName="mt-2"
              className="w-full text-left text-sm"
              headClassName=""
              columns={[t('columns.date'), t('columns.merchant'), t('columns.amount'), t('columns.status')].map((label) => ({
                label,
                className: '',
              }))}
            >
              {purchases.map((purchase) => (
                <tr key={purchase.id}>
                  <td>{format.dateTime(new Date(purchase.createdAt), 'dateTime')}</td>
                  <td>{purchase.merchant}</td>
                  <td>{euros(purchase.amount)}</td>
                  <td>
                    {t(`purchase.${purchase.status}`)}
                    {purchase.declineReason && ` (${t(`declined.${purchase.declineReason}`)})`}
                  </td>
                </tr>
              ))}
            </DataTable>
          ))}
      </div>
    </section>
  );
}
