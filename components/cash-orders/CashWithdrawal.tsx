import { getTranslations } from 'next-intl/server';
import { QrCodeImage } from '@/components/ui/QrCodeImage';
import type { CashWithdrawPageView } from '@/lib/views/cash-orders';

/** A sell-for-cash order: what the machine pays, what is held, and the code (with its QR) while it can be redeemed. */
export async function CashWithdrawal({ order, atmName, withdrawal }: CashWithdrawPageView) {
  const [t, tRoot] = await Promise.all([getTranslations('cashOrders.withdraw'), getTranslations()]);
  const rows: [string, string][] = [
    [t('atm'), atmName],
    [t('cash'), `${order.cash} ${order.currency}`],
    [t('crypto'), `${order.crypto} ${order.asset}`],
    [t('fee'), `${order.fee} ${order.asset}`],
    [t('held'), `${order.held} ${order.asset}`],
    [t('rate'), `${order.rate} ${order.currency}`],
    [t('expires'), new Date(order.expiresAt).toISOString().replace('T', ' ').slice(0, 16) + ' UTC'],
  ];
  return (
    <section className="mx-auto max-w-xl" data-testid="cash-withdrawal">
      <h1 className="text-2xl font-bold">{tRoot('routes.invoiceWithdraw')}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        {t('status')}: <strong data-testid="cash-order-status">{order.status}</strong>
        {order.errorReason && <span data-testid="cash-order-reason"> ({t(`reasons.${order.errorReason}`)})</span>}
      </p>
      {withdrawal && (
        <div className="mt-6 flex flex-col items-center gap-3">
          <QrCodeImage qr={withdrawal.qr} label={t('qrLabel')} className="h-48 w-48" testId="withdrawal-qr" />
          <p className="font-mono text-2xl tracking-widest" data-testid="withdrawal-code">
            {withdrawal.code}
          </p>
          <p className="text-center text-sm text-slate-600 dark:text-slate-300">{t('codeHint')}</p>
        </div>
      )}
      <dl className="mt-6 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
