import 'server-only';
import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { FIAT_CURRENCIES, FIAT_SCALE, fromUnits, isFiatCurrency, type FiatCurrency } from '@/lib/money';
import { requireCustomer } from '@/lib/server/auth';
import { db } from '@/lib/server/db';
import { customersByIds, PAYEE_NAME_FIELDS } from '@/lib/server/users';
import { hasOpenCard } from '@/lib/server/cards';
import { AppError, clientIp } from '@/lib/server/core';
import { balancesOf, sentTransfer } from '@/lib/server/ledger';
import { localizedPath, translateError } from '@/lib/server/i18n';
import { pageLocale } from '@/lib/server/seo';
import { firstValue } from '@/lib/search-params';
import { userTransferSchema } from '@/lib/validation/transfers';
import type { OwnTransferFormView, TransferDetailsView, TransferFormView, TransferReceiptView } from '@/lib/views/transfers';
import { routePath } from '@/lib/routes';
import { cardFundingChoices, ownAccountChoices, OWN_QUOTE_SECONDS } from './own';
import { previewUserTransfer, quotedUserTransfer, senderHeadroom, shownName } from './users';

type SearchParams = Record<string, string | string[] | undefined>;

const FORM_PATH = routePath('transferBetweenUsers');

/** The form's fields as the URL carries them between the form, the confirmation and back. */
function transferQuery(params: SearchParams) {
  const currency = firstValue(params.currency, 'EUR');
  const fields = {
    recipient: firstValue(params.recipient, '').slice(0, 254),
    currency: (isFiatCurrency(currency) ? currency : 'EUR') as FiatCurrency,
    amount: firstValue(params.amount, '').slice(0, 40),
  };
  return { fields, query: new URLSearchParams(fields).toString() };
}

/** /Transferbetweenusers: the available balance per currency and the fields to start with. */
export async function getTransferFormPage(params: SearchParams): Promise<TransferFormView> {
  const { user } = await requireCustomer();
  const rows = await balancesOf(db(), user.id, ['available']);
  const balanceOf = (currency: string) => rows.find((row) => row.asset === currency)?.balance ?? 0n;
  const available = Object.fromEntries(FIAT_CURRENCIES.map((currency) => [currency, fromUnits(balanceOf(currency), FIAT_SCALE)]));
  const limit = await senderHeadroom(db(), user);
  return {
    available: available as TransferFormView['available'],
    initial: transferQuery(params).fields,
    limit: limit && { period: limit.period, remaining: fromUnits(limit.remainingEurMinor, FIAT_SCALE) },
  };
}

/**
 * /Transferdetails?recipient=…&currency=…&amount=…&quote=…: the figures to confirm. The form's preview priced them and
 * signed them into `quote`, so this page reads them from it (with the balance as it is now) instead of pricing again;
 * without a quote, or with one that expired, it prices and signs anew. Fields the form would refuse send the customer
 * back to it.
 */
export async function getTransferDetailsPage(params: SearchParams): Promise<TransferDetailsView> {
  const { user } = await requireCustomer();
  const { fields, query } = transferQuery(params);
  const parsed = userTransferSchema.safeParse(fields);
  if (!parsed.success) redirect(await localizedPath(`${FORM_PATH}?${query}`));
  const quote = firstValue(params.quote, '');
  const client = { ip: clientIp(await headers()) };
  try {
    const { quote: signed, ...preview } = quote
      ? await quotedUserTransfer(user, parsed.data, quote, client)
      : await previewUserTransfer(user, parsed.data, client);
    return { kind: 'ready', preview, quote: signed, query };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const { message, fieldErrors } = translateError(error, await pageLocale());
    return { kind: 'refused', message: Object.values(fieldErrors ?? {})[0] ?? message, nextStep: error.extra.nextStep, query };
  }
}

/** /Transfersuccessfully?tx=…: a transfer this customer sent; any other transaction does not exist for them. */
export async function getTransferReceiptPage(params: SearchParams): Promise<TransferReceiptView> {
  const { user } = await requireCustomer();
  const id = firstValue(params.tx, '');
  if (!/^[1-9]\d{0,15}$/.test(id)) notFound();
  const found = await sentTransfer(db(), Number(id), user.id);
  if (!found) notFound();
  const metadata = found.metadata as { to: number; currency: FiatCurrency; amount: string; fee: string };
  const [recipient] = await customersByIds(db(), [metadata.to], PAYEE_NAME_FIELDS);
  return {
    transaction: Number(id),
    recipient: recipient ? shownName(recipient) : '',
    currency: metadata.currency,
    amount: fromUnits(BigInt(metadata.amount), FIAT_SCALE),
    fee: fromUnits(BigInt(metadata.fee), FIAT_SCALE),
    createdAt: found.createdAt,
  };
}

/** /Transferbetweenaccounts: the customer's accounts and the coins they can open, with balances. */
export async function getOwnTransferPage(): Promise<OwnTransferFormView> {
  const { user } = await requireCustomer();
  return { accounts: await ownAccountChoices(db(), user.id), quoteSeconds: OWN_QUOTE_SECONDS };
}

/** /Cardfundingtransfer: the euro credit account to the card account; null when the customer holds no open card yet. */
export async function getCardFundingPage(): Promise<OwnTransferFormView | null> {
  const { user } = await requireCustomer();
  if (!(await hasOpenCard(db(), user.id))) return null;
  return { accounts: await cardFundingChoices(db(), user.id), quoteSeconds: OWN_QUOTE_SECONDS };
}
