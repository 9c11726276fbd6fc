import 'server-only';
import { FIAT_SCALE, fromUnits, sameAmount, toUnits, type FiatCurrency } from '@/lib/money';
import type { CustomerRow } from '@/lib/server/auth';
import { db, type Executor } from '@/lib/server/db';
import { AppError } from '@/lib/server/core';
import {
  blockedRefusal,
  ensureLimitRules,
  eurValueOf,
  headroom,
  headroomAfter,
  type LimitHeadroom,
  limitRefusal,
  notAtLevelRefusal,
} from '@/lib/server/limits';
import { assertQuoteMatches, quoteTerms, readQuote, signQuote } from '@/lib/server/checkout';
import { ensureFeeSchedule, type Fee, feeByRule, feeFor } from '@/lib/server/pricing';
import {
  accountByNumber,
  availableBalance,
  LimitExceeded,
  type RecipientKey,
  replayBody,
  transferOnce,
  type TransferPosted,
  type TransferRefusal,
} from '@/lib/server/ledger';
import { noticeRow } from '@/lib/server/notifications';
import { attemptsInStatement, enforceRateLimits, type RateLimits, tooManyAttempts } from '@/lib/server/security';
import { payableCustomer } from '@/lib/server/users';
import { MAX_COMPANY_NAME_LENGTH, MAX_PERSON_NAME_LENGTH, nameField } from '@/lib/validation/profile';
import type { UserTransferValues } from '@/lib/validation/transfers';
import type { TransferPreview, TransferReceipt } from '@/lib/views/transfers';

const ACCOUNT_NUMBER = /^KT\d{12}$/i;

/** What the preview and the receipt show of the recipient: the name, as shownName cuts it. */
type RecipientName = Pick<CustomerRow, 'profileType' | 'firstName' | 'lastName' | 'companyName'>;

/** What the sender typed names: the recipient's key without a quote, or before it is priced. */
type TypedRecipientKey = Exclude<RecipientKey, { id: number }>;

/**
 * Whom the sender typed: an account number (any case), else an e-mail or a phone, either of which may match. The
 * preview and a send without a quote look the same key up.
 */
function recipientKeyOf(identifier: string): TypedRecipientKey {
  if (ACCOUNT_NUMBER.test(identifier)) return { number: identifier.toUpperCase() };
  const phone = identifier.replace(/[\s()-]/g, '');
  return { email: identifier.toLowerCase(), phone: phone.startsWith('+') ? phone : `+${phone}` };
}

const recipientNotFound = () => new AppError(422, 'validationFailed', { fieldErrors: { recipient: 'transfers.errors.recipientNotFound' } });

/**
 * The customer an e-mail, a phone or an account number names, other than the sender. A number names one credit
 * account in the transfer's currency; an e-mail or phone names the customer, paid into their credit account. Whatever
 * names no one who can be paid (a number in another currency too) is one answer, so it tells nothing more.
 */
async function findRecipient(
  tx: Executor,
  sender: number,
  identifier: string,
  currency: FiatCurrency,
): Promise<RecipientName & { id: number }> {
  const key = recipientKeyOf(identifier);
  const account = 'number' in key ? await accountByNumber(tx, key.number) : undefined;
  const by = 'number' in key ? { id: (account?.kind === 'available' && account.asset === currency && account.userId) || 0 } : key;
  const found = await payableCustomer(tx, by, sender);
  if (!found) throw recipientNotFound();
  return found;
}

const personNameRules = nameField(MAX_PERSON_NAME_LENGTH);
const companyNameRules = nameField(MAX_COMPANY_NAME_LENGTH);
/** A name's initial with its dot: its first letter (a control or a bidirectional character in front is none). */
const initialOf = (name: string | null) => {
  const letter = /\p{L}/u.exec(name ?? '')?.[0];
  return letter ? `${letter}.` : '';
};

/**
 * How one customer is shown to another: the recipient to the sender who checks whom they pay, the sender in the
 * recipient's bell and "transfer received" e-mail (under the recipient's anti-phishing code). A corporate customer by
 * its registered name, which the business register publishes anyway and which a payer needs whole to tell one firm
 * from another; a person (even with a company name on file) by the first name and the initial of the last only. A stored name is shown only as far as
 * today's rules (lib/validation/profile.ts) accept it: a row from before them may hold a link, control characters or a
 * whole sentence ("Kryptomat Security: account frozen, unlock now at https://…"), and then only its initial is shown
 * (a company name that fails falls back to the person's masked name).
 */
export function shownName(customer: Pick<CustomerRow, 'profileType' | 'firstName' | 'lastName' | 'companyName'>): string {
  const company =
    customer.profileType === 'corporate' && customer.companyName ? companyNameRules.safeParse(customer.companyName) : undefined;
  if (company?.success) return company.data;
  const first = personNameRules.safeParse(customer.firstName);
  return [first.success ? first.data : initialOf(customer.firstName), initialOf(customer.lastName)].filter(Boolean).join(' ');
}

interface Costs {
  amount: bigint;
  fee: Fee;
  /** What the transfer counts against the limits of both sides, in euro cents. */
  valueEurMinor: bigint;
}

interface Priced extends Omit<Costs, 'valueEurMinor'> {
  /** The recipient as the sender may see them (shownName). */
  recipientName: string;
}

/** Priced for the customer the sender saw named: the send with the quote pays them, whoever the typed text names by then. */
interface Quoted extends Priced {
  recipientId: number;
}

/** The feature the operator can block. */
const FEATURE = 'transfers';

/** What the transfer costs the sender: nothing here depends on the recipient. */
async function costs(tx: Executor, sender: CustomerRow, input: UserTransferValues): Promise<Costs> {
  const amount = toUnits(input.amount, FIAT_SCALE);
  const fee = await feeFor(tx, { plan: sender.plan, operation: 'internal_transfer', currency: input.currency }, amount);
  return { amount, fee, valueEurMinor: await eurValueOf(input.currency, amount, tx) };
}

/** Who sends, from where: the address the per-address lookup limit counts. */
export interface TransferClient {
  ip: string | null;
}

/**
 * Every preview and every send names a customer (or finds none) behind what the sender typed, so each is counted,
 * found or not, before anything is read: per customer and per address, else the form is a customer directory.
 * Looking anyone up needs a completed profile (level 1), the level from which transfers are possible at all.
 */
async function mayLookUp(sender: CustomerRow, client: TransferClient): Promise<void> {
  mayTransfer(sender);
  await enforceRateLimits(lookupLimits(sender, client));
}

function mayTransfer(sender: CustomerRow): void {
  if (sender.verificationLevel < 1) throw new AppError(403, 'transfers.errors.profileFirst', { nextStep: 'profile' });
}

const lookupLimits = (sender: CustomerRow, client: TransferClient): RateLimits => [
  ['transfer-lookup-ip', { ip: client.ip }],
  ['transfer-lookup', { account: sender.id }],
];

const decimal = (units: bigint) => fromUnits(units, FIAT_SCALE);

function previewOf(
  input: UserTransferValues,
  { recipientName, amount, fee }: Priced,
  available: bigint,
  limit: LimitHeadroom | null,
): TransferPreview {
  return {
    recipient: { name: recipientName, identifier: input.recipient },
    currency: input.currency,
    amount: decimal(amount),
    fee: decimal(fee.amount),
    feeRule: { percent: fromUnits(BigInt(fee.basisPoints), 2), fixed: decimal(fee.fixedMinor) },
    total: decimal(amount + fee.amount),
    available: decimal(available),
    availableAfter: decimal(available - amount - fee.amount),
    sufficient: available >= amount + fee.amount,
    limit: limit && { period: limit.period, remaining: decimal(limit.remainingEurMinor) },
  };
}

/** What the sender may still send in euros, by the tightest of their level's periods. */
export const senderHeadroom = (tx: Executor, sender: CustomerRow) =>
  headroom(tx, { id: sender.id, level: sender.verificationLevel }, 'online_fiat');

/** How long a transfer's quote holds: time to read the confirmation screen; past it the screen prices again. */
export const TRANSFER_QUOTE_SECONDS = 600;

const transferTerms = quoteTerms('sender', 'recipient', 'recipientId', 'name', 'currency', 'amount', 'basisPoints', 'fixedMinor');

/**
 * The signed quote of priced figures: confirming with it charges this fee, whatever the schedule says meanwhile, and
 * pays this customer. The amount is signed as the preview writes it ("25.5" for a typed "25.50").
 */
const quoteOf = async (sender: CustomerRow, input: UserTransferValues, { recipientId, recipientName, amount, fee }: Quoted) =>
  (
    await signQuote(
      'transfer',
      {
        sender: String(sender.id),
        recipient: input.recipient,
        recipientId: String(recipientId),
        name: recipientName,
        currency: input.currency,
        amount: decimal(amount),
        basisPoints: String(fee.basisPoints),
        fixedMinor: fee.fixedMinor.toString(),
      },
      TRANSFER_QUOTE_SECONDS,
    )
  ).token;

/**
 * The priced figures a quote carries, if it is this sender's, unexpired and for exactly this transfer (the same amount,
 * however it is written); otherwise the quote errors (409: the browser shows the screen again, priced anew).
 */
async function quotedFigures(sender: CustomerRow, input: UserTransferValues, token: string): Promise<Quoted> {
  const { terms } = await readQuote('transfer', token, transferTerms);
  assertQuoteMatches(
    terms.sender === String(sender.id) &&
      terms.recipient === input.recipient &&
      terms.currency === input.currency &&
      sameAmount(input.amount, terms.amount, FIAT_SCALE),
  );
  const amount = toUnits(terms.amount, FIAT_SCALE);
  return {
    recipientId: Number(terms.recipientId),
    recipientName: terms.name,
    amount,
    fee: feeByRule(amount, Number(terms.basisPoints), BigInt(terms.fixedMinor)),
  };
}

/**
 * The confirmation screen's figures, priced once: who receives, the fee by the sender's plan, the total and what is
 * available, with the signed quote that the send charges by.
 */
export async function previewUserTransfer(
  sender: CustomerRow,
  input: UserTransferValues,
  client: TransferClient,
): Promise<TransferPreview & { quote: string }> {
  await mayLookUp(sender, client);
  return db().transaction(async (tx) => {
    const recipient = await findRecipient(tx, sender.id, input.recipient, input.currency);
    const priced = { recipientId: recipient.id, recipientName: shownName(recipient), ...(await costs(tx, sender, input)) };
    const preview = previewOf(input, priced, await availableBalance(tx, sender.id, input.currency), await senderHeadroom(tx, sender));
    return { ...preview, quote: await quoteOf(sender, input, priced) };
  });
}

/**
 * The confirmation screen from the quote the form was given: its figures as priced, with today's balance and
 * headroom; a quote that no longer holds (expired) is priced again, and the screen carries the new one.
 */
export async function quotedUserTransfer(
  sender: CustomerRow,
  input: UserTransferValues,
  token: string,
  client: TransferClient,
): Promise<TransferPreview & { quote: string }> {
  let priced: Quoted;
  try {
    priced = await quotedFigures(sender, input, token);
  } catch (error) {
    if (error instanceof AppError && error.status === 409) return previewUserTransfer(sender, input, client);
    throw error;
  }
  const [available, limit] = await Promise.all([availableBalance(db(), sender.id, input.currency), senderHeadroom(db(), sender)]);
  return { ...previewOf(input, priced, available, limit), quote: token };
}

/** The fee schedule and limit rules a fresh database starts with, for a transfer that found none. */
const ensureRules = () =>
  db().transaction(async (tx) => {
    await ensureFeeSchedule(tx);
    await ensureLimitRules(tx);
  });

/** A refusal of the ledger's transfer as the sender reads it, in the words each check used before it was one call. */
function refusalOf(refusal: TransferRefusal, sender: CustomerRow): AppError {
  switch (refusal.code) {
    case 'keyReused':
      return new AppError(422, 'ledger.errors.idempotencyKeyReused');
    case 'insufficientFunds':
      return new AppError(422, 'ledger.errors.insufficientFunds');
    case 'recipientNotFound':
      return recipientNotFound();
    case 'blocked':
      return blockedRefusal(refusal.side);
    case 'notAtLevel':
      return notAtLevelRefusal(refusal.side, sender.verificationLevel);
    case 'limitExceeded':
      return limitRefusal(new LimitExceeded(refusal.side, refusal.period, BigInt(refusal.limit), BigInt(refusal.used)));
  }
}

/** The receipt of a posted transfer, the same for the call that posted it and for a replay of its key. */
function receiptOf(senderId: number, input: UserTransferValues, posted: TransferPosted): TransferReceipt {
  const fee = { basisPoints: posted.basisPoints, fixedMinor: BigInt(posted.fixedMinor), amount: BigInt(posted.fee) };
  const counted = posted.limits.map((counter) => ({ ...counter, limit: BigInt(counter.limit), used: BigInt(counter.used) }));
  const priced = { recipientName: shownName(posted.recipient), amount: toUnits(input.amount, FIAT_SCALE), fee };
  return {
    transaction: posted.transaction,
    ...previewOf(input, priced, BigInt(posted.available), headroomAfter(counted, senderId, 'online_fiat')),
  };
}

/**
 * Sends money to another customer: the amount and the fee leave the sender's credit account, the amount reaches the
 * recipient's and the fee a fee shard, in one journal transaction under the caller's idempotency key. The recipient
 * is told through the bell and, with "transfer received" on, by e-mail: both written in the same transaction, the e-mail
 * rendered and sent after it by the transfer-mail poller.
 *
 * One round trip (ledger_transfer): the key, the sender's lock, the blocks, the fee (the confirmed quote's rule, else
 * priced there by the sender's plan), the limits, the posting, the stored answer and then the lookup limits (counted
 * as a preview counts them; an attempt over one is rolled back and counted alone, then 429) are one round trip. The
 * sender's side is checked first (a block, their level, their balance, their limits), so what the sender cannot send is
 * refused for that before anything about the recipient is read; the recipient's side is then one refusal without
 * figures (recipientRefusal). A send with the confirmation's quote pays the customer the quote was priced for, by id: an
 * e-mail or phone given to someone else since the preview does not take the money elsewhere.
 */
export async function sendToUser(
  sender: CustomerRow,
  input: UserTransferValues,
  idempotencyKey: string,
  client: TransferClient,
): Promise<TransferReceipt> {
  mayTransfer(sender);
  const quoted = input.quote === undefined ? undefined : await quotedFigures(sender, input, input.quote);
  const amount = toUnits(input.amount, FIAT_SCALE);
  const figures = { amount: decimal(amount), currency: input.currency, sender: shownName(sender) };
  const answer = await transferOnce(
    {
      sender: sender.id,
      idempotencyKey,
      request: { route: 'transfers/users', ...input },
      feature: FEATURE,
      recipient: quoted ? { id: quoted.recipientId } : recipientKeyOf(input.recipient),
      currency: input.currency,
      amount,
      valueEurMinor: await eurValueOf(input.currency, amount),
      notice: noticeRow({ key: 'transferReceived', values: figures }),
      quotedFee: quoted?.fee,
      gate: (after) => attemptsInStatement(lookupLimits(sender, client), { after }),
    },
    ensureRules,
  );
  if (answer.outcome === undefined) return replayBody<TransferReceipt>(answer);
  if (answer.outcome === 'held') {
    // Rolled back with the transfer, or not tried under a block, the attempt is counted on its own, as a preview's is.
    await enforceRateLimits(lookupLimits(sender, client));
    throw tooManyAttempts(answer.retryAfterSeconds);
  }
  if (answer.outcome === 'refused') throw refusalOf(answer, sender);
  return receiptOf(sender.id, input, answer);
}
