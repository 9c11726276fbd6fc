import type { z } from 'zod';
import type { uploadedDocumentAnswer } from '@/lib/api/contracts/support';
/** Identity documents lift a customer to level 2, a proof of address to level 3. */
export const KYC_DOCUMENT_KINDS = ['identity', 'address'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];

/** The document types each kind accepts, in the order the form offers them. */
export const DOCUMENT_TYPES_BY_KIND = {
  identity: ['passport', 'id_card', 'driving_licence'],
  address: ['utility_bill', 'bank_statement', 'residence_certificate'],
} as const satisfies Record<KycDocumentKind, readonly string[]>;
export const KYC_DOCUMENT_TYPES = [...DOCUMENT_TYPES_BY_KIND.identity, ...DOCUMENT_TYPES_BY_KIND.address] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

export const KYC_DOCUMENT_STATUSES = ['pending', 'approved', 'refused'] as const;
export type KycDocumentStatus = (typeof KYC_DOCUMENT_STATUSES)[number];

/** The largest document accepted, in bytes. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** What the file picker offers; the server decides by the file's bytes. */
export const DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png';

/** Every verification level a customer can be at; 5 is a migrated account's. */
export const LEVELS = [0, 1, 2, 3, 5] as const;

/** The levels the /Kyc page explains and tabulates (5, migrated accounts, is explained only when it is the customer's). */
export const SHOWN_LEVELS = [0, 1, 2, 3] as const;

/** What the customer does next: complete the profile, send (or wait for) an identity document, then a proof of address. */
export type NextStep = 'profile' | 'identity' | 'identityPending' | 'address' | 'addressPending' | 'done';

/** One limit per level, operation and period, in euros as a decimal string; null where the level does not allow it. */
export interface LimitRow {
  level: number;
  operation: 'online_fiat' | 'deposit' | 'withdrawal' | 'atm';
  day: string | null;
  month: string | null;
  year: string | null;
  total: string | null;
}

export interface KycView {
  level: number;
  nextStep: NextStep;
  /** Whether the upload form is offered (a completed profile). */
  canUpload: boolean;
  /** The kind the form starts on: the one the next step asks for. */
  suggestedKind: KycDocumentKind;
  limits: LimitRow[];
  pendingCount: number;
}

export interface DocumentView {
  id: number;
  kind: KycDocumentKind;
  documentType: KycDocumentType;
  originalName: string;
  sizeBytes: number;
  status: KycDocumentStatus;
  refusalReason: string | null;
  /** ISO 8601. */
  createdAt: string;
  downloadUrl: string;
}

export interface FilesView {
  documents: DocumentView[];
}

/** What the upload answers. */
export type UploadedDocument = z.infer<typeof uploadedDocumentAnswer>;
