import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { schema, type Executor } from '@/lib/server/db';
import { lockCustomer, UsageError } from '@/lib/server/core';
import { notify } from '@/lib/server/notifications';
import { updateCustomerById } from '@/lib/server/users';

const { kycDocuments } = schema;

/** The levels documents give: identity → 2, and a proof of address → 3 once identity is reached; 5 (migrated) is kept. */
const IDENTITY_LEVEL = 2;
const ADDRESS_LEVEL = 3;
const MIGRATED_LEVEL = 5;

export interface ReviewOutcome {
  id: number;
  userId: number;
  email: string;
  kind: 'identity' | 'address';
  documentType: string;
  levelBefore: number;
  levelAfter: number;
}

type Decision = { status: 'approved' } | { status: 'refused'; reason: string };

/** Approves a pending document: the customer's level rises as far as their approved documents reach, never lower. */
export const approveDocument = (tx: Executor, id: number, operator: string) => review(tx, id, operator, { status: 'approved' });

/** Refuses a pending document with a reason the customer reads on /Files and in the bell. */
export async function refuseDocument(tx: Executor, id: number, operator: string, reason: string): Promise<ReviewOutcome> {
  const text = reason.trim();
  if (!text) throw new UsageError('give the reason the customer will read');
  return review(tx, id, operator, { status: 'refused', reason: text.slice(0, 500) });
}

/**
 * In the caller's transaction (the operator command's, with its audit row): the document's status, reviewer and
 * time, the customer's level and the bell's notice. Only a pending document is reviewed, once.
 */
async function review(tx: Executor, id: number, operator: string, decision: Decision): Promise<ReviewOutcome> {
  const [document] = await tx
    .update(kycDocuments)
    .set({
      status: decision.status,
      refusalReason: decision.status === 'refused' ? decision.reason : null,
      reviewedBy: operator,
      reviewedAt: sql`now()`,
    })
    .where(and(eq(kycDocuments.id, id), eq(kycDocuments.status, 'pending')))
    .returning();
  if (!document) {
    const [existing] = await tx.select({ status: kycDocuments.status }).from(kycDocuments).where(eq(kycDocuments.id, id));
    throw new UsageError(existing ? `document ${id} is ${existing.status}, not pending` : `no document ${id}`);
  }
  // The customer's row is the lock: of two approvals at once (identity and address), the later one sees the earlier.
  const user = await lockCustomer(tx, document.userId, ['email', 'verificationLevel']);
  const levelAfter = decision.status === 'approved' ? await raiseLevel(tx, user!.id, user!.verificationLevel) : user!.verificationLevel;
  await notify(
    tx,
    user!.id,
    decision.status === 'approved'
      ? { key: 'documentApproved', values: { documentType: document.documentType, level: levelAfter } }
      : { key: 'documentRefused', values: { documentType: document.documentType, reason: decision.reason } },
  );
  return {
    id,
    userId: user!.id,
    email: user!.email,
    kind: document.kind,
    documentType: document.documentType,
    levelBefore: user!.verificationLevel,
    levelAfter,
  };
}

/**
 * The level the customer's approved documents reach, never lower than `level` (read under the customer's lock, so it is
 * still theirs); 5 stays 5.
 */
async function raiseLevel(tx: Executor, userId: number, level: number): Promise<number> {
  if (level === MIGRATED_LEVEL) return level;
  const { rows } = await tx.execute<{ identity: boolean; address: boolean }>(sql`
    SELECT bool_or(kind = 'identity') AS identity, bool_or(kind = 'address') AS address
      FROM kyc_documents WHERE user_id = ${userId} AND status = 'approved'`);
  const approved = rows[0] ?? { identity: false, address: false };
  const withIdentity = approved.identity ? Math.max(level, IDENTITY_LEVEL) : level;
  const target = approved.address && withIdentity >= IDENTITY_LEVEL ? Math.max(withIdentity, ADDRESS_LEVEL) : withIdentity;
  if (target > level) await updateCustomerById(tx, userId, { verificationLevel: target });
  return Math.max(level, target);
}
