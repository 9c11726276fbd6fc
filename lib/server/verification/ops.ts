import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { schema } from '@/lib/server/db';
import { defineCommand, line, oneOf, rowId, words } from '@/lib/server/core';
import { customerByEmail } from '@/lib/server/core';
import { updateCustomerByEmail, withEmails } from '@/lib/server/users';
import { LEVELS } from '@/lib/views/verification';
import { approveDocument, refuseDocument, type ReviewOutcome } from './review';

const { kycDocuments } = schema;

const documentId = rowId('name the document by its number (see: documents)');

/** What the audit row keeps of a review, beside the arguments. */
const reviewed = ({ userId, id, kind, documentType, levelBefore, levelAfter }: ReviewOutcome) => ({
  customer: userId,
  record: { document: id, kind, documentType, levelBefore, levelAfter },
});

export const verificationCommands = [
  defineCommand({
    name: 'documents',
    help: 'documents waiting for review, or every document of one customer',
    args: z.object({ email: z.string().optional() }),
    writes: false,
    async run({ args: { email }, tx }) {
      const user = email ? await customerByEmail(tx, email) : null;
      const documents = await tx
        .select({
          id: kycDocuments.id,
          userId: kycDocuments.userId,
          kind: kycDocuments.kind,
          type: kycDocuments.documentType,
          status: kycDocuments.status,
          reason: kycDocuments.refusalReason,
          createdAt: kycDocuments.createdAt,
        })
        .from(kycDocuments)
        .where(user ? eq(kycDocuments.userId, user.id) : eq(kycDocuments.status, 'pending'))
        .orderBy(kycDocuments.createdAt, kycDocuments.id);
      const rows = await withEmails(tx, documents);
      if (rows.length === 0) return { lines: [user ? line`${email} has no documents` : 'no documents waiting for review'] };
      return {
        lines: rows.map((row) =>
          [
            line`${row.id}  ${row.email}  ${row.kind}  ${row.type}  ${row.status}  ${row.createdAt.toISOString()}`,
            ...(row.reason ? [line`reason: ${row.reason}`] : []),
          ].join('  '),
        ),
      };
    },
  }),
  defineCommand({
    name: 'approve-document',
    help: 'approve a pending document; the customer’s level rises',
    args: z.object({ id: documentId }),
    writes: true,
    async run({ args: { id }, tx, operator }) {
      const outcome = await approveDocument(tx, id, operator);
      return {
        ...reviewed(outcome),
        lines: [line`document ${id} of ${outcome.email} approved; level ${outcome.levelBefore} → ${outcome.levelAfter}`],
      };
    },
  }),
  defineCommand({
    name: 'refuse-document',
    help: 'refuse a pending document with the reason the customer reads',
    args: z.object({ id: documentId, reason: words(z.string()) }),
    writes: true,
    async run({ args: { id, reason }, tx, operator }) {
      const outcome = await refuseDocument(tx, id, operator, reason);
      return { ...reviewed(outcome), lines: [line`document ${id} of ${outcome.email} refused; level stays ${outcome.levelAfter}`] };
    },
  }),
  defineCommand({
    name: 'set-level',
    help: 'set a customer’s verification level',
    args: z.object({ email: z.string(), level: oneOf(LEVELS, 'the level') }),
    writes: true,
    async run({ args: { email, level }, tx }) {
      return {
        customer: await updateCustomerByEmail(tx, email, { verificationLevel: level }),
        lines: [line`${email} is at level ${level}`],
      };
    },
  }),
];
