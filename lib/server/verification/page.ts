import 'server-only';
import { FIAT_SCALE, fromUnits } from '@/lib/money';
import { requireCustomer } from '@/lib/server/auth';
import { db } from '@/lib/server/db';
import { LIMIT_OPERATIONS, type LimitPeriod } from '@/lib/server/db/schema';
import { limitRulesOf } from '@/lib/server/limits';
import { SHOWN_LEVELS, type FilesView, type KycView, type LimitRow, type NextStep } from '@/lib/views/verification';
import { documentsOf, pendingKindsOf } from './documents';

/** What the customer does next, from the level and the documents waiting for review. */
function nextStepOf(level: number, pending: Map<string, number>): NextStep {
  if (level < 1) return 'profile';
  if (level < 2) return pending.get('identity') ? 'identityPending' : 'identity';
  if (level < 3) return pending.get('address') ? 'addressPending' : 'address';
  return 'done';
}

/** /Kyc: the level and what it means, the limits of levels 0–3, the next step and whether the upload form is offered. */
export async function getKycPage(): Promise<KycView> {
  const { user } = await requireCustomer();
  const [rules, pending] = await Promise.all([limitRulesOf(db(), SHOWN_LEVELS), pendingKindsOf(user.id)]);
  // A missing rule or a limit of 0 means the level does not allow the operation.
  const limitOf = (level: number, operation: string, period: LimitPeriod) => {
    const rule = rules.find((candidate) => candidate.level === level && candidate.operation === operation && candidate.period === period);
    return rule && rule.limitEurMinor > 0n ? fromUnits(rule.limitEurMinor, FIAT_SCALE) : null;
  };
  const limits: LimitRow[] = SHOWN_LEVELS.flatMap((level) =>
    LIMIT_OPERATIONS.map((operation) => ({
      level,
      operation,
      day: limitOf(level, operation, 'day'),
      month: limitOf(level, operation, 'month'),
      year: limitOf(level, operation, 'year'),
      total: limitOf(level, operation, 'total'),
    })),
  );
  const level = user.verificationLevel;
  const nextStep = nextStepOf(level, pending);
  return {
    level,
    nextStep,
    canUpload: level >= 1,
    suggestedKind: nextStep === 'address' || nextStep === 'addressPending' ? 'address' : 'identity',
    limits,
    pendingCount: [...pending.values()].reduce((sum, n) => sum + n, 0),
  };
}

/** /Files: the customer's documents, newest first. */
export async function getFilesPage(): Promise<FilesView> {
  const { user } = await requireCustomer();
  return { documents: await documentsOf(user.id) };
}
