import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { QrCodeImage } from '@/components/ui/QrCodeImage';
import type { CashOrderPageView } from '@/lib/views/cash-orders';
import { ActionButton } from '@/components/ui/ActionButton';
import { LocalLink } from '@/components/ui/LocalLink';
import { formatAsset, formatFiat } from '@/lib/money';
import { routePath } from '@/lib/routes';
import { StatusPoll } from './StatusPoll';
import { StatusText } from '@/components/ui/StatusText';

/**
 * A cash order at an ATM. A sell: what the machine pays, what is held, and the withdrawal code (with its QR) while it
 * can be redeemed. A buy: the crypto the notes buy after the fee, and the code to show at the machine until it has
 * the notes, the customer cancels or the code lapses. A visitor's sell: what to pay where (with a QR of the address)
 * and when the code will work, the page polling until it does. A customer's order links back to the cash orders, a
 * visitor's to the home page.
 */
export async function CashOrder({ order, visitor, atmName, code, payment }: CashOrderPageView) {
  const [t, tRoot, locale, format] = await Promise.all([getTranslations('cashOrders'), getTranslations(), getLocale(), getFormatter()]);
  const buy = order.side === 'buy';
  const coin = (amount: string) => formatAsset(amount, order.asset, locale);
  const rows: [string, string][] = [
    [t('withdraw.atm'), atmName],
    [t('withdraw.cash'), formatFiat(order.cash, order.currency, locale)],
    [t(buy ? 'buy.crypto' : 'withdraw.crypto'), coin(order.crypto)],
    [t('withdraw.fee'), coin(order.fee)],
    ...(buy || payment ? [] : [[t('withdraw.held'), coin(order.held)] as [string, string]]),
    ...(payment ? [[t('visitor.amount'), coin(payment.amount)] as [string, string]] : []),
    [t('withdraw.rate'), `1 ${order.asset} = ${formatFiat(order.rate, order.currency, locale)}`],
    ...(order.reference ? [[t('visitor.reference'), order.reference] as [string, string]] : []),
    [t('withdraw.expires'), format.dateTime(new Date(order.expiresAt), 'dateTime')],
  ];
  return (
    <section className="mx-auto w-full max-w-xl" data-testid="cash-order">
      <LocalLink
        href={routePath(visitor ? 'home' : 'cashOrder')}
        className="text-sm font-medium text-brand-700 underline dark:text-brand-300"
        data-testid="cash-order-back"
      >
        {t(visitor ? 'backHome' : 'backToOrders')}
      </LocalLink>
      <h1 className="mt-2 text-2xl font-bold">{tRoot(buy ? 'routes.invoice' : 'routes.invoiceWithdraw')}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        {t('withdraw.status')}:{' '}
        <StatusText code={order.status} testId="cash-order-status" strong>
          {t(`statuses.${order.status}`)}
        </StatusText>
        {order.errorReason && (
          <span data-testid="cash-order-reason">
            {' '}
            ({t(payment && order.errorReason === 'expired' ? 'visitor.expired' : `withdraw.reasons.${order.errorReason}`)})
          </span>
        )}
      </p>
      {payment && !code && (order.status === 'SELL_PAYMENT_REQUESTED' || order.status === 'SELL_PAYMENT_ARRIVING') && (
        <div className="mt-6 flex flex-col items-center gap-3" data-testid="cash-order-payment">
          <StatusPoll />
          {payment.qr && (
            <>
              <p className="text-center">{t('visitor.pay', { amount: payment.amount, asset: order.asset })}</p>
              <QrCodeImage qr={payment.qr} label={t('visitor.qrLabel')} className="h-48 w-48" testId="payment-qr" />
              <p className="text-sm text-slate-600 dark:text-slate-300">{t('visitor.address')}</p>
              <p className="font-mono text-sm break-all select-all" data-testid="payment-address">
                {payment.address}
              </p>
            </>
          )}
          <p className="text-center text-sm" data-testid="cash-order-promise">
            {payment.unconfirmedAllowed
              ? t('visitor.promiseSeen')
              : t('visitor.promiseConfirmed', { confirmations: payment.confirmations })}{' '}
            {t('visitor.waiting')}
          </p>
        </div>
      )}
      {code && (
        <div className="mt-6 flex flex-col items-center gap-3">
          <QrCodeImage qr={code.qr} label={t(buy ? 'buy.qrLabel' : 'withdraw.qrLabel')} className="h-48 w-48" testId="withdrawal-qr" />
          <p className="font-mono text-2xl tracking-widest" data-testid="withdrawal-code">
            {code.code}
          </p>
          <p className="text-center text-sm text-slate-600 dark:text-slate-300">{t(buy ? 'buy.codeHint' : 'withdraw.codeHint')}</p>
          {buy && (
            <ActionButton
              action="cashBuyCancel"
              id={order.id}
              label={t('buy.cancel')}
              busyLabel={t('buy.canceling')}
              doneMessage={t('buy.canceled')}
            />
          )}
        </div>
      )}
      <dl className="mt-6 grid grid-cols-2 gap-x-4 gap-y-2 text-sm" data-testid="cash-order-figures">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="font-semibold break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
