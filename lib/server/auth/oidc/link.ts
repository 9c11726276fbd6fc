import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { cookies, headers } from 'next/headers';
import type { NextRequest } from 'next/server';
import { db, schema } from '@/lib/server/db';
import { AppError } from '@/lib/server/core';
import { sendEmail } from '@/lib/server/mail';
import { enforceRateLimit } from '@/lib/server/security';
import type { LinkCodeInput } from '@/lib/validation/social-link';
import { openCustomerAccounts } from '@/lib/server/ledger';
import { isUniqueViolation, signedInAnswer, startSignedInSession } from '../session/sign-in';
import { redirectSignedInCustomer } from '../session/current';
import { oidcProvider } from './config';
import { hashPassword } from '../password/password';
import { oidcCookieName, readOidcCookie, type PendingLink } from './cookies';
import { identityLinkCodeEmail, identityLinkedEmail } from './mail';
import { SocialSignInError, type ProviderIdentity } from './protocol';
import type { UserRow } from '../session/session';
import { CODE_MINUTES, consumeVerificationCode, issueVerificationCode, resendSeconds } from '../verification-codes';

/**
 * What a provider account may do here. Linked to a customer, it signs that customer in (the
 * authenticator still applies). Not linked, it waits in the link cookie until the visitor proves an
 * existing account with its password or a code e-mailed to it; only then is it linked. A matching e-mail
 * address alone never links: whoever controls an e-mail at some provider must not inherit our account.
 */

const { userIdentities, users } = schema;
const CODE_PURPOSE = 'link-identity';

interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** Signs in the customer the identity is linked to; null when it is linked to nobody. */
export async function signInWithIdentity(identity: ProviderIdentity, client: ClientInfo) {
  const [linked] = await db()
    // The whole row: the sign-in decides from it which steps (an authenticator code) are still owed.
    .select({ identityId: userIdentities.id, user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, identity.provider), eq(userIdentities.subject, identity.subject)))
    .limit(1);
  if (!linked) return null;
  if (linked.user.status !== 'active') throw new SocialSignInError('blocked', `customer ${linked.user.id} is not active`);
  await db()
    .update(userIdentities)
    .set({ lastUsedAt: sql`now()`, email: identity.email })
    .where(eq(userIdentities.id, linked.identityId));
  return startSignedInSession(linked.user, client);
}

/** The provider account waiting in the link cookie, with its provider's name. */
export type LinkStep = PendingLink & { providerName: string };

async function linkStep(cookieValue: string | undefined): Promise<LinkStep | null> {
  const pending = await readOidcCookie(cookieValue, 'link');
  const provider = pending && oidcProvider(pending.provider);
  return pending && provider ? { ...pending, providerName: provider.name } : null;
}

/** The link step of the request's cookie, or 401 when it has expired (or never began). */
export async function linkStepOf(request: NextRequest): Promise<LinkStep> {
  const step = await linkStep(request.cookies.get(oidcCookieName('link', request.headers.get('host')))?.value);
  if (!step) throw new AppError(401, 'social.linkExpired');
  return step;
}

interface LinkContext extends ClientInfo {
  request: NextRequest;
  cookies: { setSession(token: string, expires: Date): void; clear(name: string): void };
}

/**
 * The end of both linking calls: once `prove` names the customer (by password or by e-mailed code), the
 * waiting provider account is linked to them and they are signed in; the link cookie is spent.
 */
export async function completeLink(ctx: LinkContext, prove: (client: ClientInfo) => Promise<UserRow>) {
  const step = await linkStepOf(ctx.request);
  const client = { ip: ctx.ip, userAgent: ctx.userAgent };
  return endLinkStep(ctx, await linkAndSignIn(await prove(client), step, client));
}

/** The signed-in session replaces the link cookie, which is spent. */
function endLinkStep(ctx: LinkContext, result: Awaited<ReturnType<typeof startSignedInSession>>) {
  ctx.cookies.setSession(result.token, result.expiresAt);
  ctx.cookies.clear(oidcCookieName('link', ctx.request.headers.get('host')));
  return signedInAnswer(result);
}

/**
 * "New here": the waiting provider account opens an account of its own, with the e-mail the provider vouched for
 * and nothing more, so it owes /userinfo (names, phone, country) before it reaches the customer area. Only a
 * vouched address: an unproven one would hand this account a mailbox someone else may own. A taken address is
 * refused by name: the provider proved the visitor holds that mailbox, so they are told to link that account instead.
 * No one knows the account's password; the customer may set one through "forgot password".
 */
export async function createAccountFromLink(ctx: LinkContext & { locale: string }) {
  const step = await linkStepOf(ctx.request);
  if (!step.email || !step.emailVerified) throw new AppError(422, 'social.createNeedsEmail', { values: { provider: step.providerName } });
  const email = step.email;
  await enforceRateLimit('register-ip', { ip: ctx.ip });
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  let created: UserRow;
  try {
    created = await db().transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email, passwordHash, profileType: 'personal', language: ctx.locale, emailVerifiedAt: sql`now()`, detailsOwed: true })
        .returning();
      if (!user) throw new Error('insert returned no row');
      await openCustomerAccounts(tx, user.id);
      await tx
        .insert(userIdentities)
        .values({ userId: user.id, provider: step.provider, subject: step.subject, email, lastUsedAt: sql`now()` });
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw new AppError(409, 'social.emailTaken');
    // Linked meanwhile (another tab): that customer signs in with the provider as usual.
    if (isUniqueViolation(error, 'user_identities_provider_subject_key')) throw new AppError(409, 'social.alreadyLinked');
    throw error;
  }
  return endLinkStep(ctx, await startSignedInSession(created, { ip: ctx.ip, userAgent: ctx.userAgent }));
}

/** Only an account whose e-mail was proven: anyone can register a stranger's address and leave it unverified. */
async function activeCustomerByEmail(email: string): Promise<UserRow | undefined> {
  const [user] = await db()
    .select()
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email), eq(users.status, 'active'), isNotNull(users.emailVerifiedAt)))
    .limit(1);
  return user;
}

/**
 * Proof by e-mail, step 1: a code to the address, if an active customer has it. Counted per address and
 * per e-mail before the lookup and answered alike either way, so the step tells no one which addresses
 * are customers'. Only a visitor holding a link cookie gets this far.
 */
export async function sendLinkCode(pending: LinkStep, email: string, client: Pick<ClientInfo, 'ip'>) {
  await enforceRateLimit('code-send', { ip: client.ip });
  await enforceRateLimit('code-send', { email: email });
  const user = await activeCustomerByEmail(email);
  if (user) {
    const issued = await issueVerificationCode(user.id, CODE_PURPOSE, 'email', user.email);
    if (issued.issued)
      await sendEmail({ ...identityLinkCodeEmail(user, issued.code, CODE_MINUTES, pending.providerName), purpose: CODE_PURPOSE });
  }
  return { resendSeconds: resendSeconds() };
}

/** Proof by e-mail, step 2: the customer the code was sent to, under the code-check limits; any failure is one 422. */
export async function customerByLinkCode(input: LinkCodeInput, client: ClientInfo): Promise<UserRow> {
  await enforceRateLimit('code-check', { ip: client.ip });
  await enforceRateLimit('code-check', { email: input.email });
  const user = await activeCustomerByEmail(input.email);
  if (!user || !(await consumeVerificationCode(user.id, CODE_PURPOSE, input.code))) throw new AppError(422, 'oneTimeCodeInvalid');
  return user;
}

async function linkAndSignIn(user: UserRow, pending: LinkStep, client: ClientInfo) {
  if (user.status !== 'active') throw new AppError(403, 'accountBlocked');
  // A provider identity joins only an account whose e-mail was proven: one registered with someone else's address
  // and a password its registrant knows would otherwise collect the real owner's sign-ins.
  if (!user.emailVerifiedAt) throw new AppError(403, 'socialLinkUnverified');
  const [linked] = await db()
    .insert(userIdentities)
    .values({ userId: user.id, provider: pending.provider, subject: pending.subject, email: pending.email, lastUsedAt: sql`now()` })
    .onConflictDoNothing({ target: [userIdentities.provider, userIdentities.subject] })
    .returning({ id: userIdentities.id });
  if (!linked) {
    // Linked meanwhile (another tab, a replayed request): fine if to this customer, refused otherwise.
    const [owner] = await db()
      .select({ userId: userIdentities.userId })
      .from(userIdentities)
      .where(and(eq(userIdentities.provider, pending.provider), eq(userIdentities.subject, pending.subject)));
    if (owner?.userId !== user.id) throw new AppError(409, 'social.alreadyLinked');
  } else {
    await sendEmail({ ...identityLinkedEmail(user, pending.providerName, new Date(), client.ip), purpose: 'identity-linked' });
  }
  return startSignedInSession(user, client);
}

export interface SocialLinkView {
  providerName: string;
  /** The provider account's e-mail, shown so the visitor knows which account they used. */
  email: string | null;
  /** Prefills the forms only when the provider vouched for the address. */
  suggestedEmail: string;
  next?: string;
}

/** /auth: the provider account waiting to be linked, or null when there is none (expired, or never began). */
export async function getSocialLinkPage(): Promise<SocialLinkView | null> {
  await redirectSignedInCustomer();
  const host = (await headers()).get('host');
  const step = await linkStep((await cookies()).get(oidcCookieName('link', host))?.value);
  if (!step) return null;
  return {
    providerName: step.providerName,
    email: step.email,
    suggestedEmail: step.emailVerified && step.email ? step.email : '',
    next: step.next,
  };
}
