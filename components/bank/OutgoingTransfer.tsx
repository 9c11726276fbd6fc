import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/profile/Card';
import { ActionButton } from '@/components/ui/ActionButton';
import type { OutgoingTransferView } from '@/lib/views/bank';
import { BeneficiaryForm } from './BeneficiaryForm';
import { PayoutForm } from './PayoutForm';
import { PayoutList } from './PayoutList';

/** /Outgoingwiretransfer: the payout form, the customer's payouts, then the beneficiaries and the form to add one. */
export async function OutgoingTransfer({ view }: { view: OutgoingTransferView }) {
  const t = await getTranslations('bank');
  const full = view.beneficiaries.length >= view.maxBeneficiaries;
  return (
    <>
      <Card id="payout-title" title={t('payout.title')}>
        {/* A new form when the beneficiaries change: its chosen beneficiary is one of the current list. */}
        <PayoutForm key={view.beneficiaries.map((beneficiary) => beneficiary.id).join()} view={view} />
      </Card>
      <Card id="payouts-title" title={t('payouts.title')}>
        <PayoutList payouts={view.payouts} labelledBy="payouts-title" />
      </Card>
      <Card
        id="beneficiaries-title"
        title={t('beneficiaries.title')}
        intro={t('beneficiaries.count', { count: view.beneficiaries.length, max: view.maxBeneficiaries })}
      >
        {view.beneficiaries.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('beneficiaries.empty')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="beneficiaries">
            {view.beneficiaries.map((beneficiary) => (
              <li key={beneficiary.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="beneficiary">
                <div className="min-w-0">
                  <p className="font-medium break-words">
                    {beneficiary.name} <span className="text-sm text-slate-600 dark:text-slate-400">{beneficiary.currency}</span>
                  </p>
                  <p className="text-sm break-all text-slate-600 dark:text-slate-400">
                    {beneficiary.iban} · {beneficiary.bic}
                  </p>
                </div>
                <ActionButton
                  action="beneficiaryDelete"
                  id={beneficiary.id}
                  label={t('beneficiaries.delete')}
                  busyLabel={t('beneficiaries.deleting')}
                  doneMessage={t('beneficiaries.deleted')}
                  accessibleName={t('beneficiaries.deleteLabel', { name: beneficiary.name })}
                />
              </li>
            ))}
          </ul>
        )}
        {!full && (
          <div className="mt-6">
            <h3 className="mb-3 font-semibold">{t('beneficiaries.add')}</h3>
            <BeneficiaryForm />
          </div>
        )}
      </Card>
    </>
  );
}
