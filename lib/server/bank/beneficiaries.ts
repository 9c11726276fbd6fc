import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import { db, schema, type Executor } from '@/lib/server/db';
import { AppError, lockCustomer } from '@/lib/server/core';
import { groupedIban } from '@/lib/validation/iban';
import type { BeneficiaryValues } from '@/lib/validation/bank';
import type { BeneficiaryView } from '@/lib/views/bank';

const { bankBeneficiaries } = schema;

/** Enough for anyone's own accounts and suppliers; a bound keeps the list and the form's choice short. */
export const MAX_BENEFICIARIES = 20;

type BeneficiaryRow = typeof bankBeneficiaries.$inferSelect;

const viewOf = (row: Pick<BeneficiaryRow, 'id' | 'name' | 'iban' | 'bic' | 'currency'>): BeneficiaryView => ({
  id: row.id,
  name: row.name,
  iban: groupedIban(row.iban),
  bic: row.bic,
  currency: row.currency,
});

/** The customer's beneficiaries, newest first. */
export async function beneficiariesOf(tx: Executor, userId: number): Promise<BeneficiaryView[]> {
  const rows = await tx.select().from(bankBeneficiaries).where(eq(bankBeneficiaries.userId, userId)).orderBy(desc(bankBeneficiaries.id));
  return rows.map(viewOf);
}

/** One of the customer's own beneficiaries; another customer's id is as unknown as a missing one (404, never 403). */
export async function ownBeneficiary(tx: Executor, userId: number, id: number): Promise<BeneficiaryRow> {
  const [found] = await tx
    .select()
    .from(bankBeneficiaries)
    .where(and(eq(bankBeneficiaries.id, id), eq(bankBeneficiaries.userId, userId)));
  if (!found) throw new AppError(404, 'bank.errors.beneficiaryNotFound');
  return found;
}

/**
 * Saves a beneficiary, at most MAX_BENEFICIARIES per customer. The customer's row is locked while counting, so two
 * saves at once cannot both take the last place.
 */
export async function addBeneficiary(userId: number, values: BeneficiaryValues): Promise<BeneficiaryView> {
  return db().transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [{ saved }] = (await tx.select({ saved: count() }).from(bankBeneficiaries).where(eq(bankBeneficiaries.userId, userId))) as [
      { saved: number },
    ];
    if (saved >= MAX_BENEFICIARIES) {
      throw new AppError(409, 'bank.errors.tooManyBeneficiaries', { values: { max: MAX_BENEFICIARIES } });
    }
    const [row] = await tx
      .insert(bankBeneficiaries)
      .values({ userId, ...values })
      .returning();
    return viewOf(row!);
  });
}

/** Deletes one of the customer's beneficiaries; their payouts keep the copy of name, IBAN and BIC they were made with. */
export async function removeBeneficiary(userId: number, id: number): Promise<{ deleted: number }> {
  const deleted = await db()
    .delete(bankBeneficiaries)
    .where(and(eq(bankBeneficiaries.id, id), eq(bankBeneficiaries.userId, userId)))
    .returning({ id: bankBeneficiaries.id });
  if (deleted.length === 0) throw new AppError(404, 'bank.errors.beneficiaryNotFound');
  return { deleted: id };
}
