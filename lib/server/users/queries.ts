import 'server-only';
import { and, eq, gt, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import { customerByEmail, customerColumns, type CustomerField, type CustomerPick } from '@/lib/server/core';
import { db, schema, type Executor } from '@/lib/server/db';
import type { LinkOptOutKey } from '@/lib/validation/profile';
import { notificationFields } from './profile';

const { users } = schema;

/** What an e-mail to a customer needs of their row: the address, the language and zone, the anti-phishing code, the opt-out token. */
export const RECIPIENT_FIELDS = ['email', 'language', 'timeZone', 'antiPhishingCode', 'mailToken'] as const;

/** The customers `ids` name, by id, with `fields` of their rows; an id nobody has is left out. */
export async function customersByIds<K extends CustomerField = never>(
  executor: Executor,
  ids: readonly number[],
  fields: readonly K[],
): Promise<CustomerPick<K>[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .select(customerColumns(fields))
    .from(users)
    .where(inArray(users.id, [...ids]))
    .orderBy(users.id);
  return rows as CustomerPick<K>[];
}

/** A name as a payer sees it (shownName cuts it): a person's or a company's. */
export const PAYEE_NAME_FIELDS = ['profileType', 'firstName', 'lastName', 'companyName'] as const;

/**
 * The customer who can be paid (active, registration complete) that an id or an e-mail/phone names, other than the
 * payer: the fields a payer may see of them. Undefined when there is none, so a wrong guess and a customer who
 * cannot be paid read alike.
 */
export async function payableCustomer(
  executor: Executor,
  by: { id: number } | { email: string; phone: string },
  payer: number,
): Promise<CustomerPick<(typeof PAYEE_NAME_FIELDS)[number]> | undefined> {
  const named = 'id' in by ? eq(users.id, by.id) : or(eq(sql`lower(${users.email})`, by.email), eq(users.phone, by.phone));
  const payable = and(eq(users.status, 'active'), isNotNull(users.emailVerifiedAt), isNotNull(users.phoneVerifiedAt));
  const [found] = await executor
    .select(customerColumns(PAYEE_NAME_FIELDS))
    .from(users)
    .where(and(named, payable, ne(users.id, payer)))
    .limit(1);
  return found as CustomerPick<(typeof PAYEE_NAME_FIELDS)[number]> | undefined;
}

type EmailOf<T extends { userId: number | null }> = null extends T['userId'] ? string | null : string;

/** `rows` with the e-mail of each one's customer beside it (null for a row without a customer): how operators know them. */
export async function withEmails<T extends { userId: number | null }>(
  executor: Executor,
  rows: T[],
): Promise<(T & { email: EmailOf<T> })[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.userId === null ? [] : [row.userId])))];
  const emails = new Map((await customersByIds(executor, ids, ['email'])).map((user) => [user.id, user.email]));
  return rows.map((row) => ({ ...row, email: (row.userId === null ? null : emails.get(row.userId)!) as EmailOf<T> }));
}

/** Sets columns of one customer's row (a plan, a level) in the caller's transaction, which holds their lock. */
export async function updateCustomerById(executor: Executor, userId: number, values: Partial<typeof users.$inferInsert>): Promise<void> {
  await executor.update(users).set(values).where(eq(users.id, userId));
}

/** Sets columns of the customer an operator names by e-mail (a level, a plan); their id, for the audit row. */
export async function updateCustomerByEmail(
  executor: Executor,
  email: string,
  values: Partial<typeof users.$inferInsert>,
): Promise<number> {
  const { id } = await customerByEmail(executor, email);
  await updateCustomerById(executor, id, values);
  return id;
}

/** Every customer on a paid plan (not basic), by id: whose months the renewal looks at. */
export async function paidPlanCustomers(executor: Executor): Promise<{ id: number; plan: (typeof users.$inferSelect)['plan'] }[]> {
  return executor.select({ id: users.id, plan: users.plan }).from(users).where(ne(users.plan, 'basic')).orderBy(users.id);
}

/**
 * The ids of active customers after `afterUserId` who keep "news published" on and joined before `joinedBefore`, in id
 * order, at most `size`: the next batch a news item's e-mails go to.
 */
export async function newsReadersAfter(afterUserId: number, joinedBefore: Date, size: number): Promise<number[]> {
  const rows = await db()
    .select({ id: users.id })
    .from(users)
    .where(
      and(gt(users.id, afterUserId), eq(users.status, 'active'), eq(users.notifyNewsPublished, true), lt(users.createdAt, joinedBefore)),
    )
    .orderBy(users.id)
    .limit(size);
  return rows.map((row) => row.id);
}

/** Whether `setting` is on for the customer whose mail token is `token`; undefined when the token is nobody's. */
export async function optOutSettingOf(token: string, setting: LinkOptOutKey): Promise<boolean | undefined> {
  const [row] = await db().select({ on: users[notificationFields[setting]] }).from(users).where(eq(users.mailToken, token));
  return row?.on;
}

/** Turns `setting` off for the customer whose mail token is `token`; false when the token is nobody's. */
export async function optOut(token: string, setting: LinkOptOutKey): Promise<boolean> {
  const updated = await db()
    .update(users)
    .set({ [notificationFields[setting]]: false })
    .where(eq(users.mailToken, token))
    .returning({ id: users.id });
  return updated.length > 0;
}
