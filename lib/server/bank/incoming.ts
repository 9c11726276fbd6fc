import 'server-only';
import { env } from '@/lib/env';
import { FIAT_CURRENCIES, isFiatCurrency, type FiatCurrency } from '@/lib/money';
import type { Executor } from '@/lib/server/db';
import { accountByNumber, balancesOf, customerAccount } from '@/lib/server/ledger';
import { groupedIban } from '@/lib/validation/iban';
import type { IncomingAccountView } from '@/lib/views/bank';

/** The provider's account for each currency, as configured (lib/env.ts). */
export function providerAccounts(): Omit<IncomingAccountView, 'reference'>[] {
  const config = env();
  const accounts = {
    EUR: { iban: config.BANK_EUR_IBAN, bic: config.BANK_EUR_BIC },
    CZK: { iban: config.BANK_CZK_IBAN, bic: config.BANK_CZK_BIC },
  } satisfies Record<FiatCurrency, unknown>;
  return FIAT_CURRENCIES.map((currency) => ({
    currency,
    holder: config.BANK_HOLDER,
    bankName: config.BANK_NAME,
    iban: groupedIban(accounts[currency].iban),
    bic: accounts[currency].bic,
  }));
}

/**
 * The customer's payment reference per currency: the number of their credit account in it (KT + ten digits + two
 * ISO 7064 check digits). It is unique per customer and currency, never changes, is short enough to type into a
 * bank's message field, and a mistyped one names no account, so a deposit never lands with the wrong customer.
 */
export async function paymentReferences(tx: Executor, userId: number): Promise<Record<FiatCurrency, string>> {
  // Every customer has these from sign-up; customerAccount opens one that a migrated customer might lack.
  for (const currency of FIAT_CURRENCIES) await customerAccount(tx, userId, currency);
  const rows = (await balancesOf(tx, userId, ['available'])).filter((row) => isFiatCurrency(row.asset));
  return Object.fromEntries(rows.map((row) => [row.asset, row.number!])) as Record<FiatCurrency, string>;
}

/** Whom and in which currency a payment reference names: only a customer's fiat credit account is one. */
export async function referenceOwner(tx: Executor, reference: string): Promise<{ userId: number; currency: FiatCurrency } | null> {
  if (!/^KT\d{12}$/i.test(reference.replace(/\s/g, ''))) return null;
  const account = await accountByNumber(tx, reference);
  if (!account || account.kind !== 'available' || account.userId === null || !isFiatCurrency(account.asset)) return null;
  return { userId: account.userId, currency: account.asset };
}
