import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import { schema, type Executor } from '@/lib/server/db';
import { UsageError } from './command';

const { users } = schema;

/** The customer whose e-mail is `email`, in any case, if there is one. */
export async function findCustomerByEmail(tx: Executor, email: string): Promise<{ id: number; email: string } | undefined> {
  const [user] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user;
}

/** The customer an operator names by e-mail, in any case; one that does not exist is the operator's mistake. */
export async function customerByEmail(tx: Executor, email: string) {
  const user = await findCustomerByEmail(tx, email);
  if (!user) throw new UsageError(`no customer with the e-mail ${email}`);
  return user;
}

/** The plans of these customers, by id: what a job charging many customers at once prices each one's fee by. */
export async function plansOf(tx: Executor, userIds: number[]) {
  const rows = await tx.select({ id: users.id, plan: users.plan }).from(users).where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, row.plan]));
}
