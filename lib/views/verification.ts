import type { z } from 'zod';
import type { uploadedDocumentAnswer } from '@/lib/api/contracts/support';
import type { KycDocumentKind, KycDocumentStatus, KycDocumentType } from '@/lib/terms/verification';

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
