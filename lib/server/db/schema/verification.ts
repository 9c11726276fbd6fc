import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { KYC_DOCUMENT_KINDS, KYC_DOCUMENT_STATUSES, KYC_DOCUMENT_TYPES } from '@/lib/terms/verification';
import { timestamptz } from './columns';
import { users } from './users';

/**
 * A document a customer uploaded for verification. The file lives outside the web root under `storedName`; an
 * operator approves it or refuses it with a reason the customer reads.
 */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: KYC_DOCUMENT_KINDS }).notNull(),
    documentType: text('document_type', { enum: KYC_DOCUMENT_TYPES }).notNull(),
    storedName: text('stored_name').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    status: text('status', { enum: KYC_DOCUMENT_STATUSES }).notNull().default('pending'),
    refusalReason: text('refusal_reason'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamptz('reviewed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('kyc_documents_user_idx').on(t.userId, t.createdAt),
    index('kyc_documents_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('kyc_documents_kind', sql`${t.kind} IN ('identity', 'address')`),
    check('kyc_documents_status', sql`${t.status} IN ('pending', 'approved', 'refused')`),
    check('kyc_documents_size', sql`${t.sizeBytes} > 0`),
    check('kyc_documents_refusal_reason', sql`(${t.status} = 'refused') = (${t.refusalReason} IS NOT NULL)`),
  ],
);
