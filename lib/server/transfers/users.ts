import 'server-only';
import { and, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import { FIAT_SCALE, fromUnits, toUnits, type FiatCurrency } from '@/lib/money';
import type { CustomerRow } from '@/lib/server/auth/session';
import { db, schema, type Executor } from '@/lib/server/db';
import { AppError } from '@/lib/server/core/errors';
import { sendEmailWhen } from '@/lib/server/mail/deliver';
import {
  assertNotBlocked,
  assertWithinLimits,
  eurValueOf,
  headroom,
  headroomAfter,
  limitUses,
  withinLimits,
  type LimitHeadroom,
} from '@/lib/server/limits/limits';
import { feeFor, type Fee } from '@/lib/server/pricing/fees';
import { accountByNumber, availableBalance, customerAccount } from '@/lib/server/ledger/accounts';
import { withIdempotencyKey } from '@/lib/server/ledger/idempotency';
import { feeLeg, move } from '@/lib/server/ledger/movements';
import { postAndReport } from '@/lib/server/ledger/post';
import { notify } from '@/lib/server/notifications/notices';
import { enforceRateLimit } from '@/lib/server/security/rate-limit';
import { MAX_COMPANY_NAME_LENGTH, MAX_PERSON_NAME_LENGTH, nameField } from '@/lib/validation/profile';
import type { UserTransferValues } from '@/lib/validation/transfers';
import type { TransferPreview, TransferReceipt } from '@/lib/views/transfers';
import { transferReceivedEmail } from './mail';

const { users } = schema;

const ACCOUNT_NUMBER = /^KT\d{12}$/i;

type Recipient = Pick<
  CustomerRow,
  | 'id'
  | 'profileType'
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
  profileType: users.profileType,
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
 * The customer an e-mail, a phone or an account number names, other than the sender. A number names one credit
 * account in the transfer's currency; an e-mail or phone names the customer, paid into their credit account. Whatever
 * names no one who can be paid (a number in another currency too) is one answer, so it tells nothing more.
 */
async function findRecipient(tx: Executor, sender: number, identifier: string, currency: FiatCurrency): Promise<Recipient> {
  let where;
  if (ACCOUNT_NUMBER.test(identifier)) {
    const account = await accountByNumber(tx, identifier);
    const payableAccount = account?.kind === 'available' && account.asset === currency && account.userId;
    where = eq(users.id, payableAccount || 0);
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

interface Priced extends Costs {
  recipient: Recipient;
}

/** The feature the operator can block. */
const FEATURE = 'transfers';

/** What the transfer costs the sender: nothing here depends on the recipient. */
async function costs(tx: Executor, sender: CustomerRow, input: UserTransferValues): Promise<Costs> {
  const amount = toUnits(input.amount, FIAT_SCALE);
  const fee = await feeFor(tx, { plan: sender.plan, operation: 'internal_transfer', currency: input.currency }, amount);
  return { amount, fee, valueEurMinor: await eurValueOf(input.currency, amount) };
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
  if (sender.verificationLevel < 1) throw new AppError(403, 'transfers.errors.profileFirst');
  await enforceRateLimit('transfer-lookup-ip', { ip: client.ip });
  await enforceRateLimit('transfer-lookup', { account: sender.id });
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
export async function previewUserTransfer(
  sender: CustomerRow,
  input: UserTransferValues,
  client: TransferClient,
): Promise<TransferPreview> {
  await mayLookUp(sender, client);
  return db().transaction(async (tx) => {
    const recipient = await findRecipient(tx, sender.id, input.recipient, input.currency);
    const priced = { recipient, ...(await costs(tx, sender, input)) };
    return previewOf(input, priced, await availableBalance(tx, sender.id, input.currency), await senderHeadroom(tx, sender));
  });
}

/**
 * Sends money to another customer: the amount and the fee leave the sender's credit account, the amount reaches the
 * recipient's and the fee a fee shard, in one journal transaction under the caller's idempotency key. The recipient
 * is told through the bell (a broadcast to them, in the same transaction) and, with "transfer received" on, by e-mail.
 *
 * The sender's side is checked first (a block, their level, their balance, their limits), so what the sender cannot
 * send is refused for that before anything about the recipient is read; the recipient's side is then one refusal
 * without figures (recipientRefusal). The posting checks balance and limits again under its locks.
 */
export async function sendToUser(
  sender: CustomerRow,
  input: UserTransferValues,
  idempotencyKey: string,
  client: TransferClient,
): Promise<TransferReceipt> {
  await mayLookUp(sender, client);
  let mailRecipient: (() => Promise<void>) | undefined;
  const receipt = await withIdempotencyKey(sender.id, idempotencyKey, { route: 'transfers/users', ...input }, async (tx) => {
    const { amount, fee, valueEurMinor } = await costs(tx, sender, input);
    await assertNotBlocked(tx, FEATURE, sender.id, 'sender');
    const senderLimits = await limitUses(tx, { id: sender.id, level: sender.verificationLevel }, 'online_fiat', valueEurMinor, 'sender');
    if ((await availableBalance(tx, sender.id, input.currency)) < amount + fee.amount) {
      throw new AppError(422, 'ledger.errors.insufficientFunds');
    }
    await assertWithinLimits(tx, senderLimits);
    const recipient = await findRecipient(tx, sender.id, input.recipient, input.currency);
    const priced = { recipient, amount, fee, valueEurMinor };
    await assertNotBlocked(tx, FEATURE, recipient.id, 'recipient');
    const limits = [
      ...senderLimits,
      ...(await limitUses(tx, { id: recipient.id, level: recipient.verificationLevel }, 'deposit', valueEurMinor, 'recipient')),
    ];
    const [source, target] = await Promise.all([
      customerAccount(tx, sender.id, input.currency),
      customerAccount(tx, recipient.id, input.currency),
    ]);
    const senderName = shownName(sender);
    // Written before the posting, which locks the recipient's balance and counters: they stay locked for the posting
    // and the commit only, so many customers can pay one (a shop) at once.
    await notify(tx, recipient.id, {
      key: 'transferReceived',
      values: { amount: decimal(amount), currency: input.currency, sender: senderName },
    });
    const posted = await withinLimits(
      postAndReport(tx, {
        kind: 'transfer',
        legs: [...move(source.id, target.id, amount), ...(await feeLeg(tx, source.id, input.currency, fee.amount))],
        valueEurMinor,
        metadata: { from: sender.id, to: recipient.id, currency: input.currency, amount: amount.toString(), fee: fee.amount.toString() },
        limits,
      }),
    );
    mailRecipient = () =>
      sendEmailWhen(recipient.notifyTransferReceived, {
        ...transferReceivedEmail(recipient, { amount: decimal(amount), currency: input.currency, sender: senderName }),
        purpose: 'transfer-received',
      });
    const before = posted.balances.get(source.id)! + amount + fee.amount;
    return { transaction: posted.id, ...previewOf(input, priced, before, headroomAfter(posted.limits, sender.id, 'online_fiat')) };
  });
  // After the commit: a mail server that is slow or down never holds the money's transaction open.
  await mailRecipient?.();
  return receipt;
}
