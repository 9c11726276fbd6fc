import 'server-only';
import { schema, type Executor } from '@/lib/server/db';

/** Writes who did what to whom, in the caller's transaction, so an operator's action and its record commit together. */
export const audit = (tx: Executor, operator: string, action: string, userId: number | null, details: Record<string, unknown>) =>
  tx.insert(schema.operatorAudit).values({ operator, action, userId, details });
