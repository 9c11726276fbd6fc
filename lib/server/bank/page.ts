import 'server-only';
import { FIAT_CURRENCIES, FIAT_SCALE, fromUnits, type FiatCurrency } from '@/lib/money';
import { requireCustomer } from '@/lib/server/auth';
import { db } from '@/lib/server/db';
import { balancesOf } from '@/lib/server/ledger';
import { headroom } from '@/lib/server/limits';
import { feeFor } from '@/lib/server/pricing';
import type { IncomingTransferView, OutgoingTransferView, PayoutFeeRule } from '@/lib/views/bank';
import { beneficiariesOf, MAX_BENEFICIARIES } from './beneficiaries';
import { paymentReferences, providerAccounts } from './incoming';
import { payoutsOf } from './payouts';

/** /Incomingwiretransfer: the provider's account per currency with the customer's own payment reference for it. */
export async function getIncomingTransferPage(): Promise<IncomingTransferView> {
  const { user } = await requireCustomer();
  const references = await db().transaction((tx) => paymentReferences(tx, user.id));
  return { accounts: providerAccounts().map((account) => ({ ...account, reference: references[account.currency] })) };
}

/**
 * /Outgoingwiretransfer: the beneficiaries, the payouts, and what the form needs to show the fee and the limit
 * before the customer confirms (the fee rule of their plan per currency, the balances, the withdrawal headroom).
 */
export async function getOutgoingTransferPage(): Promise<OutgoingTransferView> {
  const { user } = await requireCustomer();
  return db().transaction(async (tx) => {
    const balances = await balancesOf(tx, user.id, ['available']);
    const balanceOf = (currency: string) => balances.find((row) => row.asset === currency)?.balance ?? 0n;
    const fees = {} as Record<FiatCurrency, PayoutFeeRule>;
    const available = {} as Record<FiatCurrency, string>;
    for (const currency of FIAT_CURRENCIES) {
      const rule = await feeFor(tx, { plan: user.plan, operation: 'sepa_withdrawal', currency }, 0n);
      fees[currency] = { basisPoints: rule.basisPoints, fixed: fromUnits(rule.fixedMinor, FIAT_SCALE) };
      available[currency] = fromUnits(balanceOf(currency), FIAT_SCALE);
    }
    const limit = await headroom(tx, { id: user.id, level: user.verificationLevel }, 'withdrawal');
    return {
      beneficiaries: await beneficiariesOf(tx, user.id),
      maxBeneficiaries: MAX_BENEFICIARIES,
      payouts: await payoutsOf(tx, user.id),
      available,
      fees,
      limit: limit && { period: limit.period, remaining: fromUnits(limit.remainingEurMinor, FIAT_SCALE) },
    };
  });
}
