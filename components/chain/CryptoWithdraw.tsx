import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { ActionButton } from '@/components/ui/ActionButton';
import { EmptyRecords } from '@/components/ui/EmptyRecords';
import { NextStepLink } from '@/components/ui/NextStepLink';
import { formatAsset, formatFiat } from '@/lib/money';
import type { CryptoWithdrawView } from '@/lib/views/chain';
import { AddressForm } from './AddressForm';
import { AddressLabel } from './AddressLabel';
import { RecordsTable } from '@/components/ui/RecordsTable';
import { ChainFacts, CoinPicker, feeRuleText, TxidLink, type ChainFact } from './ChainFacts';
import { WithdrawForm } from './WithdrawForm';
import { StatusText } from '@/components/ui/StatusText';

const cardClass = 'rounded-lg border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900';
const noteClass = 'rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900 dark:bg-sky-950 dark:text-sky-100';
const mutedClass = 'text-sm text-slate-600 dark:text-slate-400';

/**
 * /Transactions_crypto_withdraw: a plain GET form picks the coin (so `?asset=LTC` is a link); then the withdrawal form
 * with the coin's minimum, maximum, fee and limit (or why it is not offered), the address book of that coin (each
 * address usable from its time, removable, a form to add one), and the coin's withdrawals with status and txid.
 */
export async function CryptoWithdraw({ view }: { view: CryptoWithdrawView }) {
  const t = await getTranslations('chain');
  const locale = await getLocale();
  const format = await getFormatter();
  const coin = (amount: string) => formatAsset(amount, view.asset, locale);
  const facts: ChainFact[] = [];
  if (view.network) facts.push({ label: t('deposit.network'), value: view.network, testId: 'withdraw-network' });
  facts.push({ label: t('withdraw.available'), value: coin(view.available), testId: 'withdraw-available' });
  if (view.minWithdrawal) facts.push({ label: t('withdraw.minimum'), value: coin(view.minWithdrawal), testId: 'withdraw-minimum' });
  if (view.maxWithdrawal) facts.push({ label: t('withdraw.maximum'), value: coin(view.maxWithdrawal), testId: 'withdraw-maximum' });
  facts.push({
    label: t('deposit.fee'),
    value: feeRuleText(view.fee, locale, coin, {
      free: t('deposit.free'),
      worded: (percent, fixed) => t('deposit.feeValue', { percent, fixed }),
    }),
    testId: 'withdraw-fee-rule',
  });
  facts.push({
    label: t('withdraw.limit'),
    value: view.limit
      ? t('withdraw.limitRemaining', {
          remaining: formatFiat(view.limit.remaining, 'EUR', locale),
          period: t(`deposit.periods.${view.limit.period}`),
        })
      : t('withdraw.notAtLevel'),
    testId: 'withdraw-limit',
  });
  const canAdd = view.state !== 'unsupported' && view.saved < view.maxAddresses;

  return (
    <>
      <CoinPicker
        view={view}
        words={{ coin: t('deposit.coin'), show: t('deposit.show'), notConnected: t('withdraw.notConnected') }}
        testId="withdraw-coin-form"
      />

      <section aria-labelledby="withdraw-title" className={cardClass}>
        <h2 id="withdraw-title" className="text-lg font-semibold">
          {t('withdraw.title', { asset: view.asset })}
        </h2>
        <ChainFacts facts={facts} />
        <div className="mt-4">
          {view.state === 'ready' ? (
            <WithdrawForm key={view.addresses.map((address) => address.id).join()} view={view} />
          ) : (
            <p className={noteClass} role="status" data-testid="withdraw-unavailable">
              <strong>{t('withdraw.notAllowed')}</strong> {t(`withdraw.states.${view.state}`)}
              <NextStepLink step={view.nextStep} />
            </p>
          )}
        </div>
      </section>

      <section aria-labelledby="addresses-title" className={cardClass}>
        <h2 id="addresses-title" className="text-lg font-semibold">
          {t('addresses.title', { asset: view.asset })}
        </h2>
        <p className={mutedClass}>{t('addresses.intro', { count: view.saved, max: view.maxAddresses })}</p>
        {view.addresses.length === 0 ? (
          <EmptyRecords testId="addresses-empty">{t('addresses.empty')}</EmptyRecords>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800" data-testid="addresses">
            {view.addresses.map((address) => (
              <li key={address.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="address">
                <div className="min-w-0">
                  <AddressLabel id={address.id} label={address.label} />
                  <p className="font-mono text-sm break-all">{address.address}</p>
                  <p className={mutedClass} data-testid="address-usable">
                    {address.usable
                      ? t('addresses.usable')
                      : t('addresses.usableFrom', { time: format.dateTime(new Date(address.usableAt), 'dateTime') })}
                  </p>
                </div>
                <ActionButton
                  action="withdrawalAddressDelete"
                  id={address.id}
                  label={t('addresses.remove')}
                  busyLabel={t('addresses.removing')}
                  doneMessage={t('addresses.removed')}
                  accessibleName={t('addresses.removeLabel', { label: address.label })}
                />
              </li>
            ))}
          </ul>
        )}
        {canAdd && view.addressShape && (
          <div className="mt-6">
            <h3 className="mb-1 font-semibold">{t('addresses.add')}</h3>
            <p className={`mb-3 ${mutedClass}`}>{t('addresses.addHint')}</p>
            <AddressForm asset={view.asset} shape={view.addressShape} authenticator={view.authenticator} />
          </div>
        )}
      </section>

      <RecordsTable
        id="withdrawals-title"
        title={t('withdrawals.title', { asset: view.asset })}
        columns={[
          { label: t('history.date') },
          { label: t('history.amount'), right: true },
          { label: t('deposit.fee'), right: true },
          { label: t('withdraw.address') },
          { label: t('history.status') },
          { label: t('history.transaction') },
        ]}
        empty={view.withdrawals.length === 0 ? t('withdrawals.empty') : null}
        testId="withdrawals"
      >
        {view.withdrawals.map((withdrawal) => (
          <tr key={withdrawal.id} className="border-b border-slate-100 dark:border-slate-800" data-testid={`withdrawal-${withdrawal.id}`}>
            <td className="py-2 pr-4 whitespace-nowrap">{format.dateTime(new Date(withdrawal.createdAt), 'dateTime')}</td>
            <td className="py-2 pr-4 text-right whitespace-nowrap">{coin(withdrawal.amount)}</td>
            <td className="py-2 pr-4 text-right whitespace-nowrap">{coin(withdrawal.fee)}</td>
            <td className="max-w-48 truncate py-2 pr-4 font-mono">{withdrawal.address}</td>
            <td className="py-2 pr-4" data-testid="withdrawal-status">
              <StatusText code={withdrawal.display}>{t(`withdrawals.statuses.${withdrawal.display}`)}</StatusText>
              {withdrawal.status === 'broadcast' &&
                ` (${t('history.confirmationsOf', {
                  count: Math.min(withdrawal.confirmations, withdrawal.required),
                  required: withdrawal.required,
                })})`}
            </td>
            <td className="max-w-48 truncate py-2 font-mono">
              {withdrawal.txid ? (
                <TxidLink txid={withdrawal.txid} label={t('history.check', { txid: withdrawal.txid })} testId="withdrawal-txid" />
              ) : (
                '—'
              )}
            </td>
          </tr>
        ))}
      </RecordsTable>
    </>
  );
}
