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
