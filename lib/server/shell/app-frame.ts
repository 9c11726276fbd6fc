import 'server-only';
import { requireCustomer, toUserRecord } from '@/lib/server/auth';
import { mustSetUpSecondFactor } from '@/lib/session/security-step';

/**
 * What the logged-in frame shows around every page; also the frame's own session check. The page inside
 * enforces the forced security step, so the frame lets it through to render /TwoSecurity.
 */
export async function getAppFrame() {
  const { user } = await requireCustomer({ securityStepPage: true });
  const record = toUserRecord(user);
  return { userId: record.u_id, fullName: record.full_name, securityStepRequired: mustSetUpSecondFactor(record) };
}
