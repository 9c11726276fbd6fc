import { z } from 'zod';
import { TRANSACTION_STATUSES } from '@/lib/terms/ledger';
import { CUSTOMER_TRANSACTION_KINDS } from '@/lib/terms/ledger';

/** A calendar day as the date input sends it, yyyy-mm-dd. */
export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalid' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: 'validation.invalid' });
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * A history list's filters and page as the URL carries them (shareable, reloadable). A value that does not parse is
 * dropped, not refused: a hand-edited link still shows the list.
 */
export const historyQuerySchema = z.object({
  account: id.optional().catch(undefined),
  kind: z.enum(CUSTOMER_TRANSACTION_KINDS).optional().catch(undefined),
  status: z.enum(TRANSACTION_STATUSES).optional().catch(undefined),
  from: isoDay.optional().catch(undefined),
  to: isoDay.optional().catch(undefined),
  /** Keyset paging: entries older than this entry id. */
  before: id.optional().catch(undefined),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;
