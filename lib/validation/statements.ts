import { z } from 'zod';
import { isoDay } from './history';

/** One account's statement for a period of whole days (both included). */
export const statementQuerySchema = z
  .object({
    account: z.coerce
      .number({ error: 'validation.required' })
      .int({ error: 'validation.invalidId' })
      .positive({ error: 'validation.invalidId' })
      .max(Number.MAX_SAFE_INTEGER, { error: 'validation.invalidId' }),
    from: isoDay,
    to: isoDay,
  })
  .refine((query) => query.from <= query.to, { path: ['to'], error: 'statements.errors.periodOrder' });
export type StatementQuery = z.infer<typeof statementQuerySchema>;
