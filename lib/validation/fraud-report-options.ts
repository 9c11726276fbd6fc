// Without zod: the form renders these with the page, and loads the schema only when it validates.

/** The kinds of fraud the form offers; each has a label under fraud.categories. */
export const FRAUD_CATEGORIES = ['phishing', 'scam_call', 'unauthorised_transaction', 'fake_website', 'other'] as const;
export type FraudCategory = (typeof FRAUD_CATEGORIES)[number];

export const MIN_DESCRIPTION_LENGTH = 20;
export const MAX_DESCRIPTION_LENGTH = 5000;
