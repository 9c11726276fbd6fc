import 'server-only';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { defaultLocale, isLocale, locales } from '@/lib/i18n/config';
import { FIAT_CURRENCIES, fromUnits, scaleOf, toUnits, type FiatCurrency } from '@/lib/money';
import { db, schema, type Executor } from '@/lib/server/db';
import {
  FEE_OPERATIONS,
  LIMIT_OPERATIONS,
  LIMIT_PERIODS,
  type FeeOperation,
  type LimitOperation,
  type LimitPeriod,
  type NewsText,
} from '@/lib/server/db/schema';
import { referenceOwner } from '@/lib/server/bank/incoming';
import { lockPayout, markPayoutRefused, markPayoutSent, payoutsForOperator, type PayoutRow } from '@/lib/server/bank/payouts';
import { balancesOf, feeAssets, feeShardsToSweep, houseAccount, trialBalance } from '@/lib/server/ledger/accounts';
import { creditFromWorld } from '@/lib/server/ledger/deposits';
import { inLedgerTransaction, post, reverse } from '@/lib/server/ledger/post';
import { ensureLimitRules } from '@/lib/server/limits/limits';
import { fundsAddedNotice } from '@/lib/server/notifications/funds';
import type { PendingEmail } from '@/lib/server/notifications/email';
import { renewPlans } from '@/lib/server/plans/plans';
import { queueJob } from '@/lib/server/jobs/queue';
import { RATE_LIMIT_POLICIES, rateLimitKey, type RateLimitPolicyName, type RateLimitSubject } from '@/lib/server/security/rate-limit';
import { ensureFeeSchedule } from '@/lib/server/pricing/fees';
import { answerTicket, setTicketStatus, ticketConversation, ticketQueue } from '@/lib/server/support/operator';
import { TICKET_STATUSES } from '@/lib/views/support';
import {
  answerMessage,
  MessageOpsError,
  messagesForOperator,
  threadForOperator,
  type OperatorMessageRow,
} from '@/lib/server/messages/operator';
import { approveDocument, refuseDocument, ReviewError } from '@/lib/server/verification/review';
import { planTypes, type PlanType } from '@/lib/validation/auth';
import { positiveId, positiveInt32Id } from '@/lib/validation/common';
import { audit } from '@/lib/server/core/audit';
import { printable, printableLines, quoted } from './printable';
import { chainCommands } from '@/lib/server/chain/ops';

const { users, kycDocuments, featureBlocks, limitRules, feeRules, broadcasts, news } = schema;

// Every line a command answers goes to the operator's terminal: whatever in it a customer wrote (a name, an e-mail, a
// subject, a body, a file name) passes through printable() (./printable.ts), so no control character of theirs reaches
// the terminal, also from rows stored before the forms refused them.

import { UsageError } from './usage-error';
export { UsageError };

const LEVELS = [0, 1, 2, 3, 5];

async function customerByEmail(tx: Executor, email: string) {
  const [user] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!user) throw new UsageError(`no customer with the e-mail ${email}`);
  return user;
}

function oneOf<T extends string | number>(value: string | number | undefined, allowed: readonly T[], what: string): T {
  const found = allowed.find((candidate) => String(candidate) === String(value));
  if (found === undefined) throw new UsageError(`${what} must be one of ${allowed.join(', ')}`);
  return found;
}

function amountOf(text: string | undefined, asset: string): bigint {
  try {
    return toUnits(text ?? '', scaleOf(asset));
  } catch {
    throw new UsageError(`${text} is not an amount in ${asset}`);
  }
}

/** A number the operator typed to name a row, checked like an id in a path; `hint` says where to find one. */
function idArgument(text: string | undefined, hint: string, id: typeof positiveId = positiveId): number {
  const parsed = id.safeParse(text).data;
  if (parsed === undefined) throw new UsageError(hint);
  return parsed;
}

const documentId = (text: string | undefined) => idArgument(text, 'name the document by its number (see: documents)');
const ticketId = (text: string | undefined) => idArgument(text, 'name the ticket by its number (see: tickets)');
// Messages are numbered in a 32-bit column: a larger number names none.
const messageId = (text: string | undefined) => idArgument(text, 'name the message by its number (see: messages)', positiveInt32Id);

/** How long ago, in the largest whole unit: what the operator needs to pick the oldest first. */
function ageOf(date: Date): string {
  const minutes = Math.max(0, Math.floor((Date.now() - date.getTime()) / 60_000));
  if (minutes < 60) return `${minutes}m`;
  return minutes < 48 * 60 ? `${Math.floor(minutes / 60)}h` : `${Math.floor(minutes / (24 * 60))}d`;
}

const messageLine = (row: OperatorMessageRow) =>
  [
    row.id,
    printable(row.email),
    row.direction === 'to_support' ? '→ support' : `← ${printable(row.operator)}`,
    ageOf(row.createdAt),
    row.direction === 'to_support' && row.handledAt === null ? 'NEW' : '',
    printable(row.subject),
  ]
    .filter((field) => field !== '')
    .join('  ');

/** What a document's or message's state does not allow (not found, already reviewed, no reason) is the operator's to fix. */
async function reviewed<T>(review: () => Promise<T>): Promise<T> {
  try {
    return await review();
  } catch (error) {
    if (error instanceof ReviewError || error instanceof MessageOpsError) throw new UsageError(error.message);
    throw error;
  }
}

/**
 * Splits `<fields...> -- <text...>`: the words before `--` are the fields (quoted by the shell when they hold spaces),
 * the words after it are joined into the long text, so a message needs no quoting.
 */
function fieldsAndText(args: string[], fields: number, usage: string): { fields: string[]; text: string } {
  const separator = args.indexOf('--');
  const before = separator < 0 ? args : args.slice(0, separator);
  const text =
    separator < 0
      ? ''
      : args
          .slice(separator + 1)
          .join(' ')
          .trim();
  if (before.length !== fields || before.some((field) => field.trim() === '') || text === '') throw new UsageError(`usage: ${usage}`);
  return { fields: before.map((field) => field.trim()), text };
}

/** A subject as the operator types it (`ip:203.0.113.7`, `account:42`) in the shape the rate limiter keys it by. */
function rateLimitSubjectOf(kind: string, value: string): RateLimitSubject {
  if (kind === 'account') return { account: Number(value) };
  if (kind === 'ip') return { ip: value };
  return kind === 'email' ? { email: value } : { login: value };
}

const formatUnits = (units: bigint, asset: string) => `${fromUnits(units, scaleOf(asset))} ${asset}`;

/**
 * A bank deposit credited from `world` to the customer's credit account, audited in the same transaction; the "funds
 * added" e-mail goes after the commit.
 */
async function creditBankDeposit(
  tx: Executor,
  operator: string,
  action: string,
  userId: number,
  asset: FiatCurrency,
  units: bigint,
  details: Record<string, string | null>,
): Promise<{ transaction: number; notice: PendingEmail }> {
  const transaction = await creditFromWorld(tx, { userId, asset, amount: units, kind: 'bank-deposit', metadata: details });
  await audit(tx, operator, action, userId, { transaction, amount: units.toString(), currency: asset, ...details });
  return { transaction, notice: await fundsAddedNotice(tx, { userId, asset, amount: units, source: 'bankDeposit' }) };
}

/**
 * Settles one payout under its row lock, with the audit row in the same transaction: only a pending payout (a second
 * `payout-sent` or a refusal after it is named and changes nothing).
 */
async function settlePayout(
  id: string | undefined,
  operator: string,
  action: string,
  apply: (tx: Executor, payout: PayoutRow) => Promise<void>,
  details: Record<string, string> = {},
): Promise<PayoutRow> {
  const payoutId = idArgument(id, 'name the payout by its number (see payouts pending)');
  return inLedgerTransaction(async (tx) => {
    const payout = await lockPayout(tx, payoutId);
    if (!payout) throw new UsageError(`no payout ${id}`);
    if (payout.status !== 'pending') throw new UsageError(`payout ${id} is already ${payout.status}`);
    await apply(tx, payout);
    await audit(tx, operator, action, payout.userId, { payout: payout.id, transaction: payout.holdTransactionId, ...details });
    return payout;
  });
}

/** Every command: its arguments, what it does, and the lines it prints. Each writes the audit row in its own transaction. */
const newsText = z.strictObject({ title: z.string().trim().min(1), summary: z.string().trim().min(1), body: z.string().trim().min(1) });
const newsFileSchema = z
  .record(z.string(), newsText)
  .refine((languages) => defaultLocale in languages, `the file needs the "${defaultLocale}" text, shown to every other language`)
  .refine((languages) => Object.keys(languages).every(isLocale), `languages are ${locales.join(', ')}`);

/** A news item in several languages from a JSON file. */
async function newsFile(file: string | undefined): Promise<Record<string, NewsText>> {
  if (!file) throw new UsageError('--file names a JSON file');
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`${file} is not a readable JSON file: ${error instanceof Error ? error.message : String(error)}`);
  }
  const result = newsFileSchema.safeParse(parsed);
  if (!result.success)
    throw new UsageError(
      `${file}: ${result.error.issues.map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`).join('; ')}`,
    );
  return result.data;
}

/** A news item in the default language from the command line: `<title> <summary> -- <body...>`. */
function newsFromWords(words: string[]): NewsText {
  const { fields, text } = fieldsAndText(words, 2, commands['publish-news']!.usage);
  const [title = '', summary = ''] = fields;
  return { title, summary, body: text };
}

export const commands: Record<string, { usage: string; run: (args: string[], operator: string) => Promise<string[]> }> = {
  deposit: {
    usage: 'deposit <email> <amount> <EUR|CZK> [reference]   credit a bank deposit to the customer',
    async run([email, amount, currency, reference], operator) {
      const asset = oneOf(currency, FIAT_CURRENCIES, 'the currency') as FiatCurrency;
      const units = amountOf(amount, asset);
      const { transaction, notice } = await inLedgerTransaction(async (tx) => {
        const user = await customerByEmail(tx, email ?? '');
        return creditBankDeposit(tx, operator, 'deposit', user.id, asset, units, { reference: reference ?? null });
      });
      await notice.send();
      return [`credited ${formatUnits(units, asset)} to ${email} (transaction ${transaction})`];
    },
  },
  'deposit-ref': {
    usage: 'deposit-ref <reference> <amount> <EUR|CZK> [bank-reference]   credit a bank deposit by the payment reference in its message',
    async run([reference, amount, currency, bankReference], operator) {
      const asset = oneOf(currency, FIAT_CURRENCIES, 'the currency') as FiatCurrency;
      const units = amountOf(amount, asset);
      const paymentReference = (reference ?? '').replace(/\s/g, '').toUpperCase();
      const { id, email, notice } = await inLedgerTransaction(async (tx) => {
        const owner = await referenceOwner(tx, paymentReference);
        if (!owner) throw new UsageError(`no customer has the payment reference ${reference ?? ''}`);
        if (owner.currency !== asset) throw new UsageError(`${paymentReference} is a ${owner.currency} reference, not ${asset}`);
        const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, owner.userId));
        const { transaction, notice } = await creditBankDeposit(tx, operator, 'deposit-ref', owner.userId, asset, units, {
          paymentReference,
          reference: bankReference ?? null,
        });
        return { id: transaction, email: printable(user?.email ?? String(owner.userId)), notice };
      });
      await notice.send();
      return [`credited ${formatUnits(units, asset)} to ${email} by ${paymentReference} (transaction ${id})`];
    },
  },
  payouts: {
    usage:
      'payouts [pending]                               the customers’ bank payouts, oldest first (only the waiting ones with "pending")',
    async run([filter]) {
      if (filter !== undefined && filter !== 'pending') throw new UsageError('payouts takes nothing or "pending"');
      const rows = await payoutsForOperator(db(), filter === 'pending');
      if (rows.length === 0) return [filter ? 'no pending payouts' : 'no payouts yet'];
      return rows.map(({ payout, email }) =>
        [
          `payout ${payout.id}`,
          payout.status.padEnd(7),
          payout.createdAt.toISOString(),
          printable(email),
          `${formatUnits(payout.amount, payout.currency)} + fee ${formatUnits(payout.fee, payout.currency)}`,
          `to ${printable(payout.beneficiaryName)} ${printable(payout.iban)} ${printable(payout.bic)}`,
          ...(payout.refusalReason ? [`(${printable(payout.refusalReason)})`] : []),
        ].join('  '),
      );
    },
  },
  'payout-sent': {
    usage: 'payout-sent <id>                                the bank transfer was sent: the held funds leave the books',
    async run([id], operator) {
      const payout = await settlePayout(id, operator, 'payout-sent', (tx, row) => markPayoutSent(tx, row, operator));
      return [`payout ${payout.id} sent: ${formatUnits(payout.amount, payout.currency)} to ${printable(payout.beneficiaryName)}`];
    },
  },
  'payout-refused': {
    usage: 'payout-refused <id> <reason...>                 the payout will not be sent: the held funds go back to the customer',
    async run([id, ...words], operator) {
      const reason = words.join(' ').trim();
      if (!reason) throw new UsageError('say why the payout is refused: the customer reads it');
      if (reason.length > 200) throw new UsageError('the reason is at most 200 characters');
      const payout = await settlePayout(id, operator, 'payout-refused', (tx, row) => markPayoutRefused(tx, row, operator, reason), {
        reason,
      });
      return [`payout ${payout.id} refused; ${formatUnits(payout.amount + payout.fee, payout.currency)} back to the customer`];
    },
  },
  'set-level': {
    usage: 'set-level <email> <0|1|2|3|5>                   set a customer’s verification level',
    async run([email, level], operator) {
      const value = oneOf(Number(level), LEVELS, 'the level');
      await db().transaction(async (tx) => {
        const user = await customerByEmail(tx, email ?? '');
        await tx.update(users).set({ verificationLevel: value }).where(eq(users.id, user.id));
        await audit(tx, operator, 'set-level', user.id, { level: value });
      });
      return [`${email} is at level ${value}`];
    },
  },
  'set-plan': {
    usage: 'set-plan <email> <basic|advanced|pro>          set a customer’s plan',
    async run([email, plan], operator) {
      const value = oneOf(plan, planTypes, 'the plan') as PlanType;
      await db().transaction(async (tx) => {
        const user = await customerByEmail(tx, email ?? '');
        await tx.update(users).set({ plan: value }).where(eq(users.id, user.id));
        await audit(tx, operator, 'set-plan', user.id, { plan: value });
      });
      return [`${email} is on the ${value} plan`];
    },
  },
  block: {
    usage: 'block <feature> [email]                         block a feature for everyone or one customer',
    async run([feature, email], operator) {
      if (!feature) throw new UsageError('name the feature, e.g. transfers');
      await db().transaction(async (tx) => {
        const user = email ? await customerByEmail(tx, email) : null;
        await tx
          .insert(featureBlocks)
          .values({ feature, userId: user?.id ?? null })
          .onConflictDoNothing();
        await audit(tx, operator, 'block', user?.id ?? null, { feature });
      });
      return [`${feature} is blocked ${email ? `for ${email}` : 'for everyone'}`];
    },
  },
  unblock: {
    usage: 'unblock <feature> [email]                       lift such a block',
    async run([feature, email], operator) {
      if (!feature) throw new UsageError('name the feature, e.g. transfers');
      await db().transaction(async (tx) => {
        const user = email ? await customerByEmail(tx, email) : null;
        await tx
          .delete(featureBlocks)
          .where(and(eq(featureBlocks.feature, feature), user ? eq(featureBlocks.userId, user.id) : isNull(featureBlocks.userId)));
        await audit(tx, operator, 'unblock', user?.id ?? null, { feature });
      });
      return [`${feature} is no longer blocked ${email ? `for ${email}` : 'for everyone'}`];
    },
  },
  'set-limit': {
    usage:
      'set-limit <level> <operation> <period> <EUR>     operations: online_fiat, deposit, withdrawal, atm; periods: day, month, year, total',
    async run([level, operation, period, amount], operator) {
      const row = {
        level: oneOf(Number(level), LEVELS, 'the level'),
        operation: oneOf(operation, LIMIT_OPERATIONS, 'the operation') as LimitOperation,
        period: oneOf(period, LIMIT_PERIODS, 'the period') as LimitPeriod,
        limitEurMinor: amountOf(amount, 'EUR'),
      };
      await db().transaction(async (tx) => {
        await ensureLimitRules(tx);
        await tx
          .insert(limitRules)
          .values(row)
          .onConflictDoUpdate({
            target: [limitRules.level, limitRules.operation, limitRules.period],
            set: { limitEurMinor: row.limitEurMinor },
          });
        await audit(tx, operator, 'set-limit', null, { ...row, limitEurMinor: row.limitEurMinor.toString() });
      });
      return [`level ${row.level} ${row.operation} per ${row.period}: ${formatUnits(row.limitEurMinor, 'EUR')}`];
    },
  },
  'set-fee': {
    usage: 'set-fee <plan> <operation> <EUR|CZK> <percent> <fixed>   the fee schedule',
    async run([plan, operation, currency, percent, fixed], operator) {
      const asset = oneOf(currency, FIAT_CURRENCIES, 'the currency');
      const row = {
        plan: oneOf(plan, planTypes, 'the plan') as PlanType,
        operation: oneOf(operation, FEE_OPERATIONS, 'the operation') as FeeOperation,
        currency: asset,
        basisPoints: Number(amountOf(percent, 'EUR')),
        fixedMinor: amountOf(fixed, asset),
      };
      if (row.basisPoints > 10_000) throw new UsageError('the percentage is at most 100');
      await db().transaction(async (tx) => {
        await ensureFeeSchedule(tx);
        await tx
          .insert(feeRules)
          .values(row)
          .onConflictDoUpdate({
            target: [feeRules.plan, feeRules.operation, feeRules.currency],
            set: { basisPoints: row.basisPoints, fixedMinor: row.fixedMinor },
          });
        await audit(tx, operator, 'set-fee', null, { ...row, fixedMinor: row.fixedMinor.toString() });
      });
      return [`${row.plan} ${row.operation} in ${asset}: ${percent} % + ${formatUnits(row.fixedMinor, asset)}`];
    },
  },
  reverse: {
    usage: 'reverse <transaction> [reason]                  post the reversing transaction',
    async run([id, ...reason], operator) {
      if (!/^[1-9]\d*$/.test(id ?? '')) throw new UsageError('name the transaction by its number');
      const reversal = await inLedgerTransaction(async (tx) => {
        const created = await reverse(tx, Number(id), { operator, reason: reason.join(' ') || null });
        await audit(tx, operator, 'reverse', null, { transaction: Number(id), reversal: created, reason: reason.join(' ') || null });
        return created;
      });
      return [`transaction ${id} reversed by transaction ${reversal}`];
    },
  },
  'sweep-fees': {
    usage: 'sweep-fees                                      move every fee shard into the main fee account',
    async run(_args, operator) {
      const lines: string[] = [];
      const assets = await feeAssets(db());
      for (const { asset } of assets) {
        const swept = await inLedgerTransaction(async (tx) => {
          const main = await houseAccount(tx, 'fee', asset, 0);
          const shards = await feeShardsToSweep(tx, asset);
          const total = shards.reduce((sum, shard) => sum + shard.balance, 0n);
          if (total === 0n) return 0n;
          const transaction = await post(tx, {
            kind: 'fee-sweep',
            legs: [...shards.map((shard) => ({ account: shard.id, amount: -shard.balance })), { account: main.id, amount: total }],
          });
          await audit(tx, operator, 'sweep-fees', null, { asset, amount: total.toString(), transaction });
          return total;
        });
        lines.push(`${asset}: swept ${formatUnits(swept, asset)}`);
      }
      return lines.length ? lines : ['no fee accounts yet'];
    },
  },
  'lift-limit': {
    usage:
      'lift-limit <policy> [ip:… | email:… | login:… | account:…]   lift a rate-limit block: one subject, or every subject of the policy',
    async run([policy, subject], operator) {
      const name = oneOf(policy, Object.keys(RATE_LIMIT_POLICIES) as RateLimitPolicyName[], 'the policy');
      const [, kind, value] = /^(ip|email|login|account):(.+)$/.exec(subject ?? '') ?? [];
      if (subject !== undefined && !kind) throw new UsageError('name the subject as ip:…, email:…, login:… or account:…');
      const lifted = await db().transaction(async (tx) => {
        const { rowCount } = kind
          ? await tx.execute(sql`DELETE FROM rate_limits WHERE key = ${rateLimitKey(name, rateLimitSubjectOf(kind, value!))}`)
          : await tx.execute(sql`DELETE FROM rate_limits WHERE key LIKE ${`${name}:%`}`);
        await audit(tx, operator, 'lift-limit', null, { policy: name, subject: subject ?? null, lifted: rowCount ?? 0 });
        return rowCount ?? 0;
      });
      return [`${name}: ${lifted} ${lifted === 1 ? 'subject' : 'subjects'} lifted`];
    },
  },
  'renew-plans': {
    usage: 'renew-plans                                     charge the paid plans whose month has ended (the hourly job does this too)',
    async run(_args, operator) {
      const summary = await renewPlans();
      await audit(db(), operator, 'renew-plans', null, { ...summary });
      return [`renewed ${summary.renewed}, fell back to basic ${summary.fellBack}`];
    },
  },
  balances: {
    usage: 'balances <email>                                a customer’s accounts and balances',
    async run([email]) {
      const user = await customerByEmail(db(), email ?? '');
      const accounts = await balancesOf(db(), user.id);
      return accounts.map((account) => `${account.number ?? ''}  ${account.kind.padEnd(9)} ${formatUnits(account.balance, account.asset)}`);
    },
  },
  documents: {
    usage: 'documents [email]                               documents waiting for review, or every document of one customer',
    async run([email]) {
      const user = email ? await customerByEmail(db(), email) : null;
      const rows = await db()
        .select({
          id: kycDocuments.id,
          email: users.email,
          kind: kycDocuments.kind,
          type: kycDocuments.documentType,
          status: kycDocuments.status,
          reason: kycDocuments.refusalReason,
          createdAt: kycDocuments.createdAt,
        })
        .from(kycDocuments)
        .innerJoin(users, eq(users.id, kycDocuments.userId))
        .where(user ? eq(kycDocuments.userId, user.id) : eq(kycDocuments.status, 'pending'))
        .orderBy(kycDocuments.createdAt, kycDocuments.id);
      if (rows.length === 0) return [user ? `${email} has no documents` : 'no documents waiting for review'];
      return rows.map((row) =>
        [
          row.id,
          printable(row.email),
          row.kind,
          row.type,
          row.status,
          row.createdAt.toISOString(),
          ...(row.reason ? [`reason: ${printable(row.reason)}`] : []),
        ].join('  '),
      );
    },
  },
  'approve-document': {
    usage: 'approve-document <id>                           approve a pending document; the customer’s level rises',
    async run([id], operator) {
      const outcome = await reviewed(() => approveDocument(documentId(id), operator));
      return [`document ${id} of ${printable(outcome.email)} approved; level ${outcome.levelBefore} → ${outcome.levelAfter}`];
    },
  },
  'refuse-document': {
    usage: 'refuse-document <id> <reason...>                refuse a pending document with the reason the customer reads',
    async run([id, ...reason], operator) {
      const outcome = await reviewed(() => refuseDocument(documentId(id), operator, reason.join(' ')));
      return [`document ${id} of ${printable(outcome.email)} refused; level stays ${outcome.levelAfter}`];
    },
  },
  broadcast: {
    usage: 'broadcast <all|email> <title> -- <message...>  a message in the inbox and the bell of everyone or one customer',
    async run(args, operator) {
      const { fields, text } = fieldsAndText(args, 2, commands.broadcast!.usage);
      const [to = '', title = ''] = fields;
      const id = await db().transaction(async (tx) => {
        const user = to.toLowerCase() === 'all' ? null : await customerByEmail(tx, to);
        const [row] = await tx
          .insert(broadcasts)
          .values({ title, message: text, toSend: user ? 'User' : 'All', toId: user?.id ?? null })
          .returning({ id: broadcasts.id });
        await audit(tx, operator, 'broadcast', user?.id ?? null, { broadcast: row!.id, to: user ? 'User' : 'All', title });
        return row!.id;
      });
      return [`broadcast ${id} sent to ${to.toLowerCase() === 'all' ? 'everyone' : to}`];
    },
  },
  'publish-news': {
    usage:
      'publish-news [--dated <YYYY-MM-DD>] (--file <news.json> | <title> <summary> -- <body...>)   publish a news item on /News and in the bell, and e-mail the customers who asked for news; --file holds {"en": {title, summary, body}, "cs": {…}, …}; --dated files an older item from the archive (no e-mails)',
    async run(args, operator) {
      // An item dated in the past reaches only customers who joined before that day (spec section 7), so old news
      // copied from the previous site fills /News without ringing every bell.
      const dated = args[0] === '--dated' ? args[1] : undefined;
      const createdAt = dated === undefined ? undefined : new Date(`${dated}T00:00:00.000Z`);
      if (createdAt && (!/^\d{4}-\d{2}-\d{2}$/.test(dated ?? '') || Number.isNaN(createdAt.getTime()) || createdAt > new Date()))
        throw new UsageError('--dated takes a past day as YYYY-MM-DD');
      const rest = args.slice(dated === undefined ? 0 : 2);
      const { [defaultLocale]: original, ...translations } =
        rest[0] === '--file' ? await newsFile(rest[1]) : { [defaultLocale]: newsFromWords(rest) };
      const id = await db().transaction(async (tx) => {
        const [row] = await tx
          .insert(news)
          .values({ ...original!, translations, createdAt })
          .returning({ id: news.id });
        await audit(tx, operator, 'publish-news', null, {
          news: row!.id,
          title: original!.title,
          dated: dated ?? null,
          languages: Object.keys(translations),
        });
        return row!.id;
      });
      if (dated !== undefined) return [`news ${id} filed as of ${dated}`];
      await queueJob('news-mail', { newsId: id, afterUserId: 0 });
      return [`news ${id} published; its e-mails are queued for the customers who asked for news`];
    },
  },
  messages: {
    usage:
      'messages [new|all]                              customers’ messages to support not yet handled (new, default) or the latest of both directions',
    async run([filter = 'new'], operator) {
      const rows = await messagesForOperator(oneOf(filter, ['new', 'all'] as const, 'the filter'), operator);
      if (rows.length === 0) return [filter === 'new' ? 'no new messages' : 'no messages'];
      return rows.map(messageLine);
    },
  },
  message: {
    usage: 'message <id>                                    one message with its whole thread',
    async run([id], operator) {
      const thread = await reviewed(() => threadForOperator(messageId(id), operator));
      return thread.flatMap((row) => [messageLine(row), ...printableLines(row.body).map((line) => `    ${line}`), '']);
    },
  },
  'answer-message': {
    usage:
      'answer-message <id> -- <text...>                answer a customer’s message; the customer’s bell rings and they may get an e-mail',
    async run(args, operator) {
      const { fields, text } = fieldsAndText(args, 1, commands['answer-message']!.usage);
      const answer = await reviewed(() => answerMessage(messageId(fields[0]), operator, text));
      return [`message ${fields[0]} answered with message ${answer.replyId}`];
    },
  },
  tickets: {
    usage: 'tickets [open|waiting|resolved|all]             support tickets (default open), VIP first, then the longest waiting',
    async run([status = 'open']) {
      const rows = await ticketQueue(oneOf(status, [...TICKET_STATUSES, 'all'] as const, 'the status'));
      if (rows.length === 0) return [`no ${status === 'all' ? '' : `${status} `}tickets`];
      return rows.map(
        (row) =>
          `#${row.id}  ${row.tier.padEnd(7)} ${row.status.padEnd(9)} ${printable(row.customer)}  ${quoted(row.subject)}  last post ${ageOf(row.lastPostAt)} ago`,
      );
    },
  },
  ticket: {
    usage: 'ticket <id>                                     one ticket and its conversation, oldest first',
    async run([id]) {
      const ticket = await ticketConversation(ticketId(id));
      if (!ticket) throw new UsageError(`no ticket ${id}`);
      return [
        `#${ticket.id} ${quoted(ticket.subject)} (${ticket.category}) ${ticket.status}, ${ticket.tier}, ${printable(ticket.customer)}`,
        ...ticket.posts.flatMap((post) => [
          '',
          `${post.createdAt} ${post.author === 'support' ? `support (${printable(post.operatorName)})` : 'customer'}:`,
          ...printableLines(post.body),
          ...post.attachments.map((file) => `  [attachment ${file.id}: ${printable(file.originalName)}, ${file.sizeBytes} bytes]`),
        ]),
      ];
    },
  },
  'answer-ticket': {
    usage: 'answer-ticket <id> [--resolve] -- <text...>     answer a ticket: it waits for the customer (or is resolved); bell or e-mail',
    async run(args, operator) {
      const resolve = args[1] === '--resolve';
      const { fields, text } = fieldsAndText(resolve ? [args[0] ?? '', ...args.slice(2)] : args, 1, commands['answer-ticket']!.usage);
      const ticket = await answerTicket(ticketId(fields[0]), operator, text, resolve);
      if (!ticket) throw new UsageError(`no ticket ${fields[0]}`);
      return [
        `ticket ${ticket.id} answered; now ${ticket.status}${ticket.guest ? `; answer e-mailed to ${printable(ticket.guest.email)}` : ''}`,
      ];
    },
  },
  'ticket-status': {
    usage: 'ticket-status <id> <open|waiting|resolved>      set a ticket’s status',
    async run([id, status], operator) {
      const ticket = await setTicketStatus(ticketId(id), operator, oneOf(status, TICKET_STATUSES, 'the status'));
      if (!ticket) throw new UsageError(`no ticket ${id}`);
      return [`ticket ${ticket.id} is now ${ticket.status}`];
    },
  },
  'trial-balance': {
    usage: 'trial-balance                                   every asset’s balances by account kind; each asset must sum to zero',
    async run() {
      const rows = await trialBalance(db());
      const lines: string[] = [];
      for (const asset of [...new Set(rows.map((row) => row.asset))]) {
        const own = rows.filter((row) => row.asset === asset);
        for (const row of own) lines.push(`${asset.padEnd(5)} ${row.kind.padEnd(10)} ${formatUnits(BigInt(row.total), asset)}`);
        const sum = own.reduce((total, row) => total + BigInt(row.total), 0n);
        lines.push(`${asset.padEnd(5)} ${'sum'.padEnd(10)} ${formatUnits(sum, asset)} ${sum === 0n ? 'balanced' : 'NOT BALANCED'}`);
      }
      return lines.length ? lines : ['the ledger is empty'];
    },
  },
  ...chainCommands,
};

/** Runs one command line; the lines to print, or a UsageError with what to fix. */
export async function runCommand(argv: string[], operator: string): Promise<string[]> {
  const [name, ...args] = argv;
  const command = name ? commands[name] : undefined;
  if (!command)
    throw new UsageError(['usage: npm run ops -- <command> [arguments]', ...Object.values(commands).map((c) => `  ${c.usage}`)].join('\n'));
  return command.run(args, operator);
}
