import 'server-only';
import { notFound } from 'next/navigation';
import { redirectSignedInCustomer } from '@/lib/server/auth/current';
import { publicOidcProviders, type PublicOidcProvider } from '@/lib/server/auth/oidc-config';
import { planTypes } from '@/lib/validation/auth';

/** /login: the social sign-in providers configured (names and slugs only), for their buttons. */
export async function getLoginPage(): Promise<{ socialProviders: PublicOidcProvider[] }> {
  await redirectSignedInCustomer();
  return { socialProviders: publicOidcProviders() };
}

/** /register and /register/{plan_type}: an unknown plan is a 404, not a silent basic plan. */
export async function getRegisterPage(planType?: string): Promise<{ plan: (typeof planTypes)[number] }> {
  await redirectSignedInCustomer();
  if (planType === undefined) return { plan: 'basic' };
  const plan = planTypes.find((p) => p === planType.toLowerCase());
  if (!plan) notFound();
  return { plan };
}
