import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { basisPointsOf, fromUnits, isFiatCurrency, scaleOf, toUnits, CRYPTO_SCALES } from '@/lib/money';
import type { CustomerRow } from '@/lib/server/auth';
import { schema, type Executor } from '@/lib/server/db';
import { AppError } from '@/lib/server/core';
import {
  accountBalance,
  accountsById,
  balancesOf,
  conversion,
  customerAccount,
  feeLeg,
  inLedgerTransaction,
  move,
  postAndReport,
  withIdempotencyKey,
} from '@/lib/server/ledger';
import { hasOpenCard } from '@/lib/server/cards';
import { assertNotBlocked } from '@/lib/server/limits';
import { feeFor, movedAgainstHouse, RATE_SCALE, swapMath } from '@/lib/server/pricing';
import { latestQuotes, priceOf } from '@/lib/server/rates';
import { OWN_ACCOUNT_KEY, type OwnTransferQuoteValues } from '@/lib/validation/transfers';
import type { OwnAccountChoice, OwnTransferQuote, OwnTransferReceipt } from '@/lib/views/transfers';

const { conversionQuotes } = schema;

/** How long a quoted rate holds: long enough to read and confirm, short enough that the price has not moved much. */
export const OWN_QUOTE_SECONDS = 30;
/** The feature the operator can block. */
const FEATURE = 'own-transfers';

type OwnKind = OwnAccountChoice['kind'];

const refuseAccount = (field: 'from' | 'to') =>
  new AppError(422, 'validationFailed', { fieldErrors: { [field]: 'ownTransfers.validation.account' } });

/**
 * The account a key names, or a 422 on the field: an unlisted asset, a cash or card account in anything but euros, or
 * the card account as the source.
 */
function accountOfKey(key: string, field: 'from' | 'to'): { asset: string; kind: OwnKind } {
  const [, asset = '', kind] = OWN_ACCOUNT_KEY.exec(key) ?? [];
  const listed = isFiatCurrency(asset) || CRYPTO_SCALES[asset] !== undefined;
  if (!listed || ((kind === 'cash' || kind === 'card') && asset !== 'EUR') || (kind === 'card' && field === 'from'))
    throw refuseAccount(field);
  return { asset, kind: kind as OwnKind };
}

/**
 * The fee on moving `amount` of the source asset into another asset, by the customer's plan (the schedule's
 * crypto_trading rule): its percentage on any asset, its fixed part only when the source is the rule's currency. Within
 * one asset (credit to cash) nothing is converted and nothing is charged, but funding the card account (only from the
 * euro credit account) pays the plan's card_funding rule.
 */
async function conversionFee(
  tx: Executor,
  plan: CustomerRow['plan'],
  from: string,
  to: { asset: string; kind: OwnKind },
  amount: bigint,
): Promise<bigint> {
  if (to.kind === 'card') return (await feeFor(tx, { plan, operation: 'card_funding', currency: from }, amount)).amount;
  if (from === to.asset) return 0n;
  const rule = await feeFor(tx, { plan, operation: 'crypto_trading', currency: isFiatCurrency(from) ? from : 'EUR' }, amount);
  return isFiatCurrency(from) ? rule.amount : basisPointsOf(amount, rule.basisPoints, 'up');
}

/**
 * What `amount` of the source asset becomes in the target asset at the current prices (priceOf; a missing price is its
 * 409): the plan's fee (conversionFee) comes off in the source asset and the rest converts. The quote stores these
 * figures; the confirmation works them out again to see whether the price has moved against the house since.
 */
async function conversionAt(tx: Executor, plan: CustomerRow['plan'], from: string, to: { asset: string; kind: OwnKind }, amount: bigint) {
  const [fromPrice, toPrice] = [await priceOf(from, 'EUR', tx), await priceOf(to.asset, 'EUR', tx)];
  const fee = await conversionFee(tx, plan, from, to, amount);
  const convert = (units: bigint) =>
    swapMath({
      amountFrom: units,
      fromDecimals: scaleOf(from),
      toDecimals: scaleOf(to.asset),
      fromPriceEur: fromPrice,
      toPriceEur: toPrice,
      feeBasisPoints: 0,
    });
  const converted = convert(amount - fee);
  return { fee, toAmount: converted.gross, rate: converted.rate, valueEurMinor: convert(amount).valueEurCents };
}

/**
 * Prices a transfer between two of the customer's own accounts and stores the quote: what leaves the source (fee
 * included), what reaches the target at the current rate, good for OWN_QUOTE_SECONDS. An amount the source does not
 * hold is refused now rather than at confirmation.
 */
export async function quoteOwnTransfer(user: CustomerRow, input: OwnTransferQuoteValues): Promise<OwnTransferQuote> {
  const from = accountOfKey(input.from, 'from');
  const to = accountOfKey(input.to, 'to');
  if (to.kind === 'card' && (from.kind !== 'available' || from.asset !== to.asset)) throw refuseAccount('from');
  const fromScale = scaleOf(from.asset);
  let amount: bigint;
  try {
    amount = toUnits(input.amount, fromScale);
  } catch {
    throw new AppError(422, 'validationFailed', {
      fieldErrors: { amount: { key: 'ownTransfers.validation.decimals', values: { asset: from.asset, decimals: fromScale } } },
    });
  }
  // The quote locks no account row (0033), so it no longer meets a posting in a deadlock; the retry stays for any other
  // victim, as a quote has no effect outside its transaction.
  return inLedgerTransaction(async (tx) => {
    await assertNotBlocked(tx, FEATURE, user.id, 'sender');
    if (to.kind === 'card' && !(await hasOpenCard(tx, user.id))) throw new AppError(409, 'cards.errors.noCard');
    const [source, target] = [
      await customerAccount(tx, user.id, from.asset, from.kind),
      await customerAccount(tx, user.id, to.asset, to.kind),
    ];
    if ((await accountBalance(tx, source.id)) < amount) throw new AppError(422, 'ledger.errors.insufficientFunds');
    const { fee, toAmount, rate, valueEurMinor } = await conversionAt(tx, user.plan, from.asset, to, amount);
    if (amount <= fee || toAmount <= 0n)
      throw new AppError(422, 'validationFailed', { fieldErrors: { amount: 'payments.errors.tooSmall' } });
    const [stored] = await tx
      .insert(conversionQuotes)
      .values({
        userId: user.id,
        fromAccountId: source.id,
        toAccountId: target.id,
        fromAmount: amount,
        feeAmount: fee,
        toAmount,
        rate: from.asset === to.asset ? '1' : fromUnits(rate, RATE_SCALE),
        valueEurMinor,
        expiresAt: sql`now() + make_interval(secs => ${OWN_QUOTE_SECONDS})` as unknown as Date,
      })
      .returning();
    return quoteView(stored!, input.from, input.to, from.asset, to.asset);
  });
}

function quoteView(
  quote: typeof conversionQuotes.$inferSelect,
  fromKey: string,
  toKey: string,
  fromAsset: string,
  toAsset: string,
): OwnTransferQuote {
  return {
    quote: quote.id,
    from: { key: fromKey, asset: fromAsset, amount: fromUnits(quote.fromAmount, scaleOf(fromAsset)) },
    to: { key: toKey, asset: toAsset, amount: fromUnits(quote.toAmount, scaleOf(toAsset)) },
    fee: fromUnits(quote.feeAmount, scaleOf(fromAsset)),
    rate: quote.rate,
    expiresAt: quote.expiresAt.toISOString(),
  };
}

/**
 * Carries out a quote, once: the source pays the quoted amount, the fee goes to a fee shard, and across assets the
 * provider's liquidity accounts take the source asset and give the target one, so each asset's entries sum to zero.
 * The quote is consumed in the same transaction (`consumed_at IS NULL AND expires_at > now()`): of two confirmations
 * one posts and the other is told the quote was used; an expired one posts nothing. Across assets the transfer is priced
 * again first: when the price has since moved against the house by more than QUOTE_PRICE_TOLERANCE_BASIS_POINTS, it is
 * refused (409, priceChanged) and nothing moves, so a quote is no free option on the market; the quote stays unspent,
 * but this confirmation's key keeps the refusal, and the form asks for a new quote. Otherwise the quoted figures hold.
 */
export async function confirmOwnTransfer(user: CustomerRow, quoteId: string, idempotencyKey: string): Promise<OwnTransferReceipt> {
  return withIdempotencyKey(user.id, idempotencyKey, { route: 'transfers/own', quote: quoteId }, async (tx) => {
    const [quote] = await tx
      .select()
      .from(conversionQuotes)
      .where(and(eq(conversionQuotes.id, quoteId), eq(conversionQuotes.userId, user.id)));
    if (!quote) throw new AppError(404, 'ownTransfers.errors.quoteNotFound');
    if (quote.consumedAt) throw new AppError(409, 'ownTransfers.errors.quoteUsed');
    if (quote.expiresAt <= new Date()) throw new AppError(409, 'ownTransfers.errors.quoteExpired');
    await assertNotBlocked(tx, FEATURE, user.id, 'sender');
    const accounts = await accountsById(tx, [quote.fromAccountId, quote.toAccountId]);
    const source = accounts.find((account) => account.id === quote.fromAccountId)!;
    const target = accounts.find((account) => account.id === quote.toAccountId)!;
    if (source.asset !== target.asset) {
      const now = await conversionAt(tx, user.plan, source.asset, { asset: target.asset, kind: target.kind as OwnKind }, quote.fromAmount);
      if (movedAgainstHouse(quote.toAmount, now.toAmount)) throw new AppError(409, 'ownTransfers.errors.priceChanged');
    }
    const net = quote.fromAmount - quote.feeAmount;
    const legs = [
      ...(source.asset === target.asset
        ? move(source.id, target.id, net)
        : await conversion(
            tx,
            { account: source.id, asset: source.asset, amount: net },
            { account: target.id, asset: target.asset, amount: quote.toAmount },
          )),
      ...(await feeLeg(tx, source.id, source.asset, quote.feeAmount)),
    ];
    const posted = await postAndReport(tx, {
      kind: 'conversion',
      legs,
      valueEurMinor: quote.valueEurMinor,
      metadata: { quote: quote.id, from: source.asset, to: target.asset, rate: quote.rate, fee: quote.feeAmount.toString() },
    });
    const [consumed] = await tx
      .update(conversionQuotes)
      .set({ consumedAt: sql`now()` as unknown as Date, transactionId: posted.id })
      .where(and(eq(conversionQuotes.id, quote.id), isNull(conversionQuotes.consumedAt), gt(conversionQuotes.expiresAt, sql`now()`)))
      .returning({ id: conversionQuotes.id });
    if (!consumed)
      throw new AppError(409, quote.expiresAt <= new Date() ? 'ownTransfers.errors.quoteExpired' : 'ownTransfers.errors.quoteUsed');
    const keyOf = (account: { asset: string; kind: string }) => `${account.asset}:${account.kind}`;
    return {
      transaction: posted.id,
      ...quoteView(quote, keyOf(source), keyOf(target), source.asset, target.asset),
      balances: {
        from: fromUnits(posted.balances.get(source.id)!, scaleOf(source.asset)),
        to: fromUnits(posted.balances.get(target.id)!, scaleOf(target.asset)),
      },
    };
  });
}

type BalanceRow = Awaited<ReturnType<typeof balancesOf>>[number];

const choiceOf = (account: BalanceRow): OwnAccountChoice => ({
  key: `${account.asset}:${account.kind}`,
  asset: account.asset,
  kind: account.kind as OwnKind,
  number: account.number,
  balance: fromUnits(account.balance, scaleOf(account.asset)),
});

/**
 * The accounts the form offers: the customer's credit and cash accounts, then every listed coin with a price. The card
 * account (only ever a target: card money leaves by card payments) has its own page, /Cardfundingtransfer.
 */
export async function ownAccountChoices(tx: Executor, userId: number): Promise<OwnAccountChoice[]> {
  const [accounts, coins] = await Promise.all([balancesOf(tx, userId, ['available', 'cash']), latestQuotes('EUR')]);
  const choices = accounts
    .map(choiceOf)
    .sort((a, b) => Number(isFiatCurrency(b.asset)) - Number(isFiatCurrency(a.asset)) || a.key.localeCompare(b.key));
  for (const coin of coins)
    if (CRYPTO_SCALES[coin.symbol] !== undefined && !choices.some((choice) => choice.key === `${coin.symbol}:available`))
      choices.push({ key: `${coin.symbol}:available`, asset: coin.symbol, kind: 'available', number: null, balance: '0' });
  return choices;
}

/** The card funding form's two accounts, the euro credit account first, then the card account. */
export async function cardFundingChoices(tx: Executor, userId: number): Promise<OwnAccountChoice[]> {
  const accounts = await balancesOf(tx, userId, ['available', 'card']);
  return (['available', 'card'] as const).flatMap((kind) =>
    accounts.filter((account) => account.asset === 'EUR' && account.kind === kind).map(choiceOf),
  );
}
