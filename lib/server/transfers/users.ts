import 'server-only';
import { and, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import { FIAT_SCALE, formatFiat, fromUnits, toUnits, type FiatCurrency } from '@/lib/money';
import type { CustomerRow } from '@/lib/server/auth/session';
import { db, schema, type Executor } from '@/lib/server/db';
import { AppError } from '@/lib/server/http/errors';
import { translatorFor } from '@/lib/server/i18n/translate';
import { sendEmailWhen } from '@/lib/server/mail/deliver';
import { recipientLocale } from '@/lib/server/mail/templates';
import { assertNotBlocked, eurValueOf, headroom, headroomAfter, limitUses, type LimitHeadroom } from '@/lib/server/limits/limits';
import { feeFor, type Fee } from '@/lib/server/pricing/fees';
import { accountByNumber, availableBalance, customerAccount, feeShardAccount } from '@/lib/server/ledger/accounts';
import { withIdempotencyKey } from '@/lib/server/ledger/idempotency';
import { postAndReport } from '@/lib/server/ledger/post';
import { MAX_COMPANY_NAME_LENGTH, MAX_PERSON_NAME_LENGTH, nameField } from '@/lib/validation/profile';
import type { UserTransferValues } from '@/lib/validation/transfers';
import type { TransferPreview, TransferReceipt } from '@/lib/views/transfers';
import { transferReceivedEmail } from './mail';

const { users, broadcasts } = schema;

const ACCOUNT_NUMBER = /^KT\d{12}$/i;

type Recipient = Pick<
  CustomerRow,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'companyName'
  | 'email'
  | 'language'
  | 'antiPhishingCode'
  | 'mailToken'
  | 'notifyTransferReceived'
  | 'verificationLevel'
>;

const recipientColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  companyName: users.companyName,
  email: users.email,
  language: users.language,
  antiPhishingCode: users.antiPhishingCode,
  mailToken: users.mailToken,
  notifyTransferReceived: users.notifyTransferReceived,
  verificationLevel: users.verificationLevel,
};

/** Only an active customer whose registration is complete can be paid. */
const payable = and(eq(users.status, 'active'), isNotNull(users.emailVerifiedAt), isNotNull(users.phoneVerifiedAt));

/**
 * The customer an e-mail, a phone or an account number names, other than the sender. A number names one account (its
 * currency must be the transfer's); an e-mail or phone names the customer, paid into their credit account.
 */
async function findRecipient(tx: Executor, sender: number, identifier: string, currency: FiatCurrency): Promise<Recipient> {
  let where;
  if (ACCOUNT_NUMBER.test(identifier)) {
    const account = await accountByNumber(tx, identifier);
    if (account && account.asset !== currency)
      throw new AppError(422, 'validationFailed', { fieldErrors: { recipient: 'transfers.errors.otherCurrency' } });
    where = eq(users.id, account?.kind === 'available' && account.userId ? account.userId : 0);
  } else {
    const phone = identifier.replace(/[\s()-]/g, '');
    where = or(eq(sql`lower(${users.email})`, identifier.toLowerCase()), eq(users.phone, phone.startsWith('+') ? phone : `+${phone}`));
  }
  const [found] = await tx
    .select(recipientColumns)
    .from(users)
    .where(and(where, payable, ne(users.id, sender)))
    .limit(1);
  if (!found) throw new AppError(422, 'validationFailed', { fieldErrors: { recipient: 'transfers.errors.recipientNotFound' } });
  return found;
}

/** The bell's message, written in the recipient's language as their e-mails are. */
function receivedBroadcast(recipient: Recipient, amount: string, currency: FiatCurrency, sender: string) {
  const locale = recipientLocale(recipient);
  const t = translatorFor(locale);
  const formatted = formatFiat(amount, currency, locale);
  return { title: t('transfers.broadcast.title'), message: t('transfers.broadcast.message', { amount: formatted, sender }) };
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
 * recipient's bell and "transfer received" e-mail (under the recipient's anti-phishing code). A company by its
 * registered name, a person by the first name and the initial of the last. A stored name is shown only as far as
 * today's rules (lib/validation/profile.ts) accept it: a row from before them may hold a link, control characters or a
 * whole sentence ("Kryptomat Security: account frozen, unlock now at https://…"), and then only its initial is shown
 * (a company name that fails falls back to the person's masked name).
 */
export function shownName(customer: Pick<Recipient, 'firstName' | 'lastName' | 'companyName'>): string {
  const company = customer.companyName ? companyNameRules.safeParse(customer.companyName) : undefined;
  if (company?.success) return company.data;
  const first = personNameRules.safeParse(customer.firstName);
  return [first.success ? first.data : initialOf(customer.firstName), initialOf(customer.lastName)].filter(Boolean).join(' ');
}

interface Priced {
  recipient: Recipient;
  amount: bigint;
  fee: Fee;
  /** What the transfer counts against the limits of both sides, in euro cents. */
  valueEurMinor: bigint;
}

/** The feature the operator can block. */
const FEATURE = 'transfers';

async function price(tx: Executor, sender: CustomerRow, input: UserTransferValues): Promise<Priced> {
  const recipient = await findRecipient(tx, sender.id, input.recipient, input.currency);
  const amount = toUnits(input.amount, FIAT_SCALE);
  const fee = await feeFor(tx, { plan: sender.plan, operation: 'internal_transfer', currency: input.currency }, amount);
  return { recipient, amount, fee, valueEurMinor: await eurValueOf(input.currency, amount) };
}

const decimal = (units: bigint) => fromUnits(units, FIAT_SCALE);

function previewOf(
  input: UserTransferValues,
  { recipient, amount, fee }: Priced,
  available: bigint,
  limit: LimitHeadroom | null,
): TransferPreview {
  return {
    recipient: { name: shownName(recipient), identifier: input.recipient },
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

/** The confirmation screen's figures: who receives, the fee by the sender's plan, the total and what is available. */
export async function previewUserTransfer(sender: CustomerRow, input: UserTransferValues): Promise<TransferPreview> {
  return db().transaction(async (tx) => {
    const priced = await price(tx, sender, input);
    return previewOf(input, priced, await availableBalance(tx, sender.id, input.currency), await senderHeadroom(tx, sender));
  });
}

/**
 * Sends money to another customer: the amount and the fee leave the sender's credit account, the amount reaches the
 * recipient's and the fee a fee shard, in one journal transaction under the caller's idempotency key. The recipient
 * is told through the bell (a broadcast to them, in the same transaction) and, with "transfer received" on, by e-mail.
 */
export async function sendToUser(sender: CustomerRow, input: UserTransferValues, idempotencyKey: string): Promise<TransferReceipt> {
  let notify: (() => Promise<void>) | undefined;
  const receipt = await withIdempotencyKey(sender.id, idempotencyKey, { route: 'transfers/users', ...input }, async (tx) => {
    const priced = await price(tx, sender, input);
    const { recipient, amount, fee, valueEurMinor } = priced;
    await assertNotBlocked(tx, FEATURE, sender.id, 'sender');
    await assertNotBlocked(tx, FEATURE, recipient.id, 'recipient');
    const limits = [
      ...(await limitUses(tx, { id: sender.id, level: sender.verificationLevel }, 'online_fiat', valueEurMinor, 'sender')),
      ...(await limitUses(tx, { id: recipient.id, level: recipient.verificationLevel }, 'deposit', valueEurMinor, 'recipient')),
    ];
    const [source, target] = await Promise.all([
      customerAccount(tx, sender.id, input.currency),
      customerAccount(tx, recipient.id, input.currency),
    ]);
    const feeLegs = fee.amount > 0n ? [{ account: (await feeShardAccount(tx, input.currency)).id, amount: fee.amount, last: true }] : [];
    const senderName = shownName(sender);
    // Written before the posting, which locks the recipient's balance and counters: they stay locked for the posting
    // and the commit only, so many customers can pay one (a shop) at once.
    await tx
      .insert(broadcasts)
      .values({ ...receivedBroadcast(recipient, decimal(amount), input.currency, senderName), toSend: 'User', toId: recipient.id });
    const posted = await postAndReport(tx, {
      kind: 'transfer',
      legs: [{ account: source.id, amount: -(amount + fee.amount) }, { account: target.id, amount }, ...feeLegs],
      valueEurMinor,
      metadata: { from: sender.id, to: recipient.id, currency: input.currency, amount: amount.toString(), fee: fee.amount.toString() },
      limits,
    });
    notify = () =>
      sendEmailWhen(recipient.notifyTransferReceived, {
        ...transferReceivedEmail(recipient, { amount: decimal(amount), currency: input.currency, sender: senderName }),
        purpose: 'transfer-received',
      });
    const before = posted.balances.get(source.id)! + amount + fee.amount;
    return { transaction: posted.id, ...previewOf(input, priced, before, headroomAfter(posted.limits, sender.id, 'online_fiat')) };
  });
  // After the commit: a mail server that is slow or down never holds the money's transaction open.
  await notify?.();
  return receipt;
}
