import { getLocale, getTranslations } from 'next-intl/server';
import { CopyButton } from '@/components/payments/CopyButton';
import { LocalLink } from '@/components/ui/LocalLink';
import { QrCodeImage } from '@/components/ui/QrCodeImage';
import { SelectField } from '@/components/ui/SelectField';
import { EmptyRecords } from '@/components/ui/EmptyRecords';
import { TableScrollRegion } from '@/components/ui/TableScrollRegion';
import { formatAsset, formatCoin, formatFiat, fromUnits } from '@/lib/money';
import { routePath } from '@/lib/routes';
import type { CryptoDepositView } from '@/lib/views/chain';

const cardClass = 'rounded-lg border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900';
const rowClass =
  'flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-slate-200 py-2 last:border-0 dark:border-slate-800';
const noteClass = 'rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900 dark:bg-sky-950 dark:text-sky-100';

/**
 * /Transactions_crypto_deposit: a plain GET form picks the coin (so `?asset=LTC` is a link), then the coin's network,
 * the customer's address with copy button and QR code, minimum, fee, confirmations and limit, and its deposits with
 * their confirmations. A coin without a node says so and shows no address.
 */
export async function CryptoDeposit({ view }: { view: CryptoDepositView }) {
  const t = await getTranslations('chain');
  const locale = await getLocale();
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const coin = (amount: string) => formatAsset(amount, view.asset, locale);
  const feeText =
    view.fee.basisPoints === 0 && /^0(\.0*)?$/.test(view.fee.fixed)
      ? t('deposit.free')
      : t('deposit.feeValue', { percent: formatCoin(fromUnits(view.fee.basisPoints, 2), locale), fixed: coin(view.fee.fixed) });
  const facts: { label: string; value: string; testId: string }[] = [];
  if (view.network) facts.push({ label: t('deposit.network'), value: view.network, testId: 'deposit-network' });
  if (view.minDeposit) facts.push({ label: t('deposit.minimum'), value: coin(view.minDeposit), testId: 'deposit-minimum' });
  facts.push({ label: t('deposit.fee'), value: feeText, testId: 'deposit-fee' });
  if (view.confirmations !== null)
    facts.push({ label: t('deposit.confirmations'), value: String(view.confirmations), testId: 'deposit-confirmations' });
  facts.push({
    label: t('deposit.limit'),
    value: view.limit
      ? t('deposit.limitRemaining', {
          remaining: formatFiat(view.limit.remaining, 'EUR', locale),
          period: t(`deposit.periods.${view.limit.period as 'day' | 'month' | 'year' | 'total'}`),
        })
      : t('deposit.notAtLevel'),
    testId: 'deposit-limit',
  });

  return (
    <>
      {!view.anyNode && <p className={noteClass}>{t('deposit.notConnected')}</p>}
      <form method="get" className="flex flex-wrap items-end gap-3" data-testid="deposit-coin-form">
        <SelectField
          name="asset"
          label={t('deposit.coin')}
          defaultValue={view.asset}
          options={view.coins.map((option) => ({ value: option.asset, label: option.asset }))}
        />
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {t('deposit.show')}
        </button>
      </form>

      <section aria-labelledby="deposit-address-title" className={cardClass} data-testid="deposit-target">
        <h2 id="deposit-address-title" className="text-lg font-semibold">
          {t('deposit.address')}
        </h2>
        {view.target.state === 'ready' ? (
          <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-center">
            <QrCodeImage qr={view.target.qr} label={t('deposit.qr')} className="h-44 w-44 shrink-0 rounded-md" testId="deposit-qr" />
            <div className="flex min-w-0 flex-col gap-2">
              <div className="flex items-center gap-2">
                <code className="font-mono text-base break-all select-all" data-testid="deposit-address">
                  {view.target.address}
                </code>
                <CopyButton value={view.target.address} label={t('deposit.address')} />
              </div>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t('deposit.addressHint', { asset: view.asset, network: view.network ?? view.asset })}
              </p>
            </div>
          </div>
        ) : (
          <p className={`mt-3 ${noteClass}`} data-testid="deposit-unavailable">
            {t(`deposit.${view.target.state}`)}
          </p>
        )}
        <dl className="mt-4">
          {facts.map((fact) => (
            <div key={fact.testId} className={rowClass}>
              <dt className="text-sm text-slate-600 dark:text-slate-400">{fact.label}</dt>
              <dd className="font-medium" data-testid={fact.testId}>
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
        {view.minDeposit && <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('deposit.belowMinimum')}</p>}
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('deposit.confirmationsTime')}</p>
      </section>

      <section aria-labelledby="deposit-history-title" className="flex flex-col gap-3">
        <h2 id="deposit-history-title" className="text-lg font-semibold">
          {t('history.title', { asset: view.asset })}
        </h2>
        {view.deposits.length === 0 ? (
          <EmptyRecords testId="deposits-empty">{t('history.empty')}</EmptyRecords>
        ) : (
          <TableScrollRegion labelledBy="deposit-history-title" className="">
            <table className="w-full text-left text-sm" data-testid="deposits">
              <thead className="border-b border-slate-200 dark:border-slate-800">
                <tr>
                  <th scope="col" className="py-2 pr-4">
                    {t('history.date')}
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right">
                    {t('history.amount')}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t('history.status')}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t('history.confirmations')}
                  </th>
                  <th scope="col" className="py-2">
                    {t('history.transaction')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {view.deposits.map((deposit) => (
                  <tr key={deposit.id} className="border-b border-slate-100 dark:border-slate-800" data-testid={`deposit-${deposit.txid}`}>
                    <td className="py-2 pr-4 whitespace-nowrap">{dateTime.format(new Date(deposit.detectedAt))}</td>
                    <td className="py-2 pr-4 text-right whitespace-nowrap">{coin(deposit.amount)}</td>
                    <td className="py-2 pr-4" data-testid="deposit-status">
                      {t(`history.statuses.${deposit.status}`)}
                    </td>
                    <td className="py-2 pr-4 whitespace-nowrap" data-testid="deposit-confirmations-count">
                      {t('history.confirmationsOf', {
                        count: Math.min(deposit.confirmations, deposit.required),
                        required: deposit.required,
                      })}
                    </td>
                    <td className="max-w-48 truncate py-2 font-mono">
                      <LocalLink
                        href={`${routePath('transactionCheck')}#query=${deposit.txid}`}
                        className="text-brand-700 underline dark:text-brand-400"
                        aria-label={t('history.check', { txid: deposit.txid })}
                      >
                        {deposit.txid}
                      </LocalLink>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScrollRegion>
        )}
      </section>
    </>
  );
}
