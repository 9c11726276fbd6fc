import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { CopyButton } from '@/components/payments/CopyButton';
import { NextStepLink } from '@/components/ui/NextStepLink';
import { QrCodeImage } from '@/components/ui/QrCodeImage';
import { formatAsset, formatFiat } from '@/lib/money';
import type { CryptoDepositView } from '@/lib/views/chain';
import { RecordsTable } from '@/components/ui/RecordsTable';
import { ChainFacts, CoinPicker, feeRuleText, TxidLink, type ChainFact } from './ChainFacts';
import { StatusText } from '@/components/ui/StatusText';

const cardClass = 'rounded-lg border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900';
const noteClass = 'rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900 dark:bg-sky-950 dark:text-sky-100';

/**
 * /Transactions_crypto_deposit: a plain GET form picks the coin (so `?asset=LTC` is a link), then the coin's network,
 * the customer's address with copy button and QR code, minimum, fee, confirmations and limit, and its deposits with
 * their confirmations. A coin without a node says so and shows no address.
 */
export async function CryptoDeposit({ view }: { view: CryptoDepositView }) {
  const t = await getTranslations('chain');
  const locale = await getLocale();
  const format = await getFormatter();
  const coin = (amount: string) => formatAsset(amount, view.asset, locale);
  const feeText = feeRuleText(view.fee, locale, coin, {
    free: t('deposit.free'),
    worded: (percent, fixed) => t('deposit.feeValue', { percent, fixed }),
  });
  const facts: ChainFact[] = [];
  if (view.network) facts.push({ label: t('deposit.network'), value: view.network, testId: 'deposit-network' });
  if (view.minDeposit) facts.push({ label: t('deposit.minimum'), value: coin(view.minDeposit), testId: 'deposit-minimum' });
  facts.push({ label: t('deposit.fee'), value: feeText, testId: 'deposit-fee' });
  if (view.confirmations !== null)
    facts.push({ label: t('deposit.confirmations'), value: String(view.confirmations), testId: 'deposit-confirmations' });
  // Where the address would be already says the level takes no deposits, with its next step: the facts do not repeat it.
  if (view.target.state !== 'notAtLevel')
    facts.push({
      label: t('deposit.limit'),
      value: view.limit ? (
        t('deposit.limitRemaining', {
          remaining: formatFiat(view.limit.remaining, 'EUR', locale),
          period: t(`deposit.periods.${view.limit.period as 'day' | 'month' | 'year' | 'total'}`),
        })
      ) : (
        <>
          {t('deposit.notAtLevel')}
          <NextStepLink step={view.nextStep} />
        </>
      ),
      testId: 'deposit-limit',
    });

  return (
    <>
      <CoinPicker
        view={view}
        words={{ coin: t('deposit.coin'), show: t('deposit.show'), notConnected: t('deposit.notConnected') }}
        testId="deposit-coin-form"
      />

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
            {view.target.state === 'notAtLevel' && <NextStepLink step={view.nextStep} />}
          </p>
        )}
        <ChainFacts facts={facts} />
        {view.minDeposit && <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('deposit.belowMinimum')}</p>}
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('deposit.confirmationsTime')}</p>
      </section>

      <RecordsTable
        id="deposit-history-title"
        title={t('history.title', { asset: view.asset })}
        columns={[
          { label: t('history.date') },
          { label: t('history.amount'), right: true },
          { label: t('history.status') },
          { label: t('history.confirmations') },
          { label: t('history.transaction') },
        ]}
        empty={view.deposits.length === 0 ? t('history.empty') : null}
        testId="deposits"
      >
        {view.deposits.map((deposit) => (
          <tr key={deposit.id} className="border-b border-slate-100 dark:border-slate-800" data-testid={`deposit-${deposit.txid}`}>
            <td className="py-2 pr-4 whitespace-nowrap">{format.dateTime(new Date(deposit.detectedAt), 'dateTime')}</td>
            <td className="py-2 pr-4 text-right whitespace-nowrap">{coin(deposit.amount)}</td>
            <td className="py-2 pr-4" data-testid="deposit-status">
              <StatusText code={deposit.status}>{t(`history.statuses.${deposit.status}`)}</StatusText>
            </td>
            <td className="py-2 pr-4 whitespace-nowrap" data-testid="deposit-confirmations-count">
              {t('history.confirmationsOf', {
                count: Math.min(deposit.confirmations, deposit.required),
                required: deposit.required,
              })}
            </td>
            <td className="max-w-48 truncate py-2 font-mono">
              <TxidLink txid={deposit.txid} label={t('history.check', { txid: deposit.txid })} />
            </td>
          </tr>
        ))}
      </RecordsTable>
    </>
  );
}
