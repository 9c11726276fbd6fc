import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { addressShapeOf, CHAIN_PARAMS } from '@/lib/chain/networks';
import type { ChainNodeSettings } from '@/lib/chain/settings';
import { CODE_MINUTES, consumeVerificationCode, issueVerificationCode, proveWithAuthenticator, type CustomerRow } from '@/lib/server/auth';
import { AppError, lockCustomer } from '@/lib/server/core';
import { db, schema, type Executor } from '@/lib/server/db';
import { mailLink, recipientLocale, sendEmail } from '@/lib/server/mail';
import { routePath } from '@/lib/routes';
import { isValidAddress } from '@/lib/validation/crypto-address';
import type { AddressCancelState, WithdrawalAddressView } from '@/lib/views/chain';
import { chainNodeOf } from './config';
import { withdrawalAddressAddedEmail, withdrawalAddressCodeEmail } from './mail';

const { chainRetiredAddressTokens, chainWithdrawalAddresses } = schema;

/** A new address is usable only this long after it was added: the e-mail's cancel link works meanwhile. */
export const ADDRESS_WAIT_HOURS = 24;
/** Enough for anyone's own wallets; a bound keeps the list and the form's choice short. */
export const MAX_WITHDRAWAL_ADDRESSES = 20;

export type WithdrawalAddressRow = typeof chainWithdrawalAddresses.$inferSelect;

const tokenHash = (token: string) => createHash('sha256').update(token).digest();

/** The coin's node, or 404: a coin without one takes no withdrawal (and no address for one). */
export function withdrawalNode(asset: string): ChainNodeSettings {
  const node = chainNodeOf(asset);
  if (!node) throw new AppError(404, 'chain.errors.coinNotConnected');
  return node;
}

export const addressView = (row: WithdrawalAddressRow, now = new Date()): WithdrawalAddressView => ({
  id: row.id,
  asset: row.asset,
  address: row.address,
  label: row.label,
  usableAt: row.usableAt.toISOString(),
  usable: row.usableAt <= now,
});

/** The customer's withdrawal addresses, newest first. */
export const withdrawalAddressesOf = (tx: Executor, userId: number) =>
  tx.select().from(chainWithdrawalAddresses).where(eq(chainWithdrawalAddresses.userId, userId)).orderBy(desc(chainWithdrawalAddresses.id));

/** One of the customer's own addresses with whether its wait is over (the database's clock decides); another's is 404. */
export async function ownWithdrawalAddress(tx: Executor, userId: number, id: number) {
  const [found] = await tx
    .select({ row: chainWithdrawalAddresses, usable: sql<boolean>`${chainWithdrawalAddresses.usableAt} <= now()` })
    .from(chainWithdrawalAddresses)
    .where(and(eq(chainWithdrawalAddresses.id, id), eq(chainWithdrawalAddresses.userId, userId)));
  if (!found) throw new AppError(404, 'chain.errors.addressNotFound');
  return found;
}

/** Without an authenticator, adding an address is confirmed by a code e-mailed to the customer. */
export async function sendWithdrawalAddressCode(user: CustomerRow): Promise<{ sent: boolean; resendSeconds: number }> {
  if (user.authEnabled) throw new AppError(409, 'chain.errors.useAuthenticator');
  const issued = await issueVerificationCode(user.id, 'withdrawal-address', 'email', user.email);
  if (issued.issued)
    await sendEmail({ ...withdrawalAddressCodeEmail(user, issued.code, CODE_MINUTES), purpose: 'withdrawal-address-code' });
  return { sent: issued.issued, resendSeconds: issued.resendSeconds };
}

async function proveAddressChange(user: CustomerRow, code: string): Promise<void> {
  if (user.authEnabled) return proveWithAuthenticator(user.id, code);
  if (!(await consumeVerificationCode(user.id, 'withdrawal-address', code))) throw new AppError(422, 'chain.errors.codeInvalid');
}

/**
 * Saves a withdrawal address: valid on the coin's network, proven by the authenticator (or the e-mailed code), usable
 * only ADDRESS_WAIT_HOURS later, announced by an e-mail whose link deletes it.
 */
export async function addWithdrawalAddress(
  user: CustomerRow,
  input: { asset: string; address: string; label: string; code: string },
): Promise<WithdrawalAddressView> {
  const node = withdrawalNode(input.asset);
  if (!isValidAddress(node.asset, input.address, node.network))
    throw new AppError(422, 'validationFailed', {
      fieldErrors: { address: { key: 'chain.errors.addressFormat', values: addressShapeOf(CHAIN_PARAMS[node.asset][node.network]) } },
    });
  await proveAddressChange(user, input.code);
  const token = randomBytes(32).toString('base64url');
  const row = await db().transaction(async (tx) => {
    await lockCustomer(tx, user.id);
    const [{ saved }] = (await tx
      .select({ saved: count() })
      .from(chainWithdrawalAddresses)
      .where(eq(chainWithdrawalAddresses.userId, user.id))) as [{ saved: number }];
    if (saved >= MAX_WITHDRAWAL_ADDRESSES)
      throw new AppError(409, 'chain.errors.tooManyAddresses', { values: { max: MAX_WITHDRAWAL_ADDRESSES } });
    const [inserted] = await tx
      .insert(chainWithdrawalAddresses)
      .values({
        userId: user.id,
        asset: node.asset,
        address: input.address,
        label: input.label,
        usableAt: sql`now() + make_interval(hours => ${ADDRESS_WAIT_HOURS})`,
        cancelTokenHash: tokenHash(token),
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw new AppError(409, 'chain.errors.addressSaved');
    return inserted;
  });
  const cancelUrl = mailLink(routePath('withdrawalAddressCancel', { id: token }), recipientLocale(user));
  await sendEmail({
    ...withdrawalAddressAddedEmail(
      user,
      { ...input, asset: `${node.asset} (${CHAIN_PARAMS[node.asset][node.network].name})`, hours: ADDRESS_WAIT_HOURS },
      cancelUrl,
    ),
    purpose: 'withdrawal-address-added',
  });
  return addressView(row);
}

/**
 * Deletes addresses and keeps their cancel links' hashes, so a link used again (or after the address was removed in
 * the address book) says the address is gone rather than calling itself unknown.
 */
async function retireAddresses(tx: Executor, where: SQL | undefined): Promise<WithdrawalAddressRow[]> {
  const deleted = await tx.delete(chainWithdrawalAddresses).where(where).returning();
  if (deleted.length > 0)
    await tx
      .insert(chainRetiredAddressTokens)
      .values(deleted.map(({ cancelTokenHash, userId, asset, address }) => ({ cancelTokenHash, userId, asset, address })))
      .onConflictDoNothing();
  return deleted;
}

const TOKEN = /^[\w-]{43}$/;

async function cancelStateOf(tx: Executor, token: string, lock: boolean): Promise<AddressCancelState> {
  if (!TOKEN.test(token)) return { state: 'unknown' };
  const hash = tokenHash(token);
  const query = tx
    .select({ row: chainWithdrawalAddresses, waiting: sql<boolean>`${chainWithdrawalAddresses.usableAt} > now()` })
    .from(chainWithdrawalAddresses)
    .where(eq(chainWithdrawalAddresses.cancelTokenHash, hash));
  const [found] = lock ? await query.for('update') : await query;
  if (found) {
    const { asset, address, label, usableAt } = found.row;
    return { state: found.waiting ? 'open' : 'expired', asset, address, label, usableAt: usableAt.toISOString() };
  }
  const [retired] = await tx.select().from(chainRetiredAddressTokens).where(eq(chainRetiredAddressTokens.cancelTokenHash, hash));
  return retired ? { state: 'removed', asset: retired.asset, address: retired.address } : { state: 'unknown' };
}

/** What the cancel link's page shows before the customer confirms: the page alone changes nothing. */
export const withdrawalAddressCancelOffer = (token: string) => cancelStateOf(db(), token, false);

/**
 * The e-mail's link: deletes the address it announced while the address still waits, signed in or not (the token is
 * the proof). Otherwise the state says why nothing was deleted.
 */
export async function cancelWithdrawalAddress(token: string): Promise<AddressCancelState> {
  return db().transaction(async (tx) => {
    const found = await cancelStateOf(tx, token, true);
    if (found.state !== 'open') return found;
    await retireAddresses(tx, eq(chainWithdrawalAddresses.cancelTokenHash, tokenHash(token)));
    return { ...found, state: 'cancelled' };
  });
}

export async function labelWithdrawalAddress(userId: number, id: number, label: string): Promise<WithdrawalAddressView> {
  const [row] = await db()
    .update(chainWithdrawalAddresses)
    .set({ label })
    .where(and(eq(chainWithdrawalAddresses.id, id), eq(chainWithdrawalAddresses.userId, userId)))
    .returning();
  if (!row) throw new AppError(404, 'chain.errors.addressNotFound');
  return addressView(row);
}

/** Deletes one of the customer's addresses; withdrawals made to it keep their copy of the address. */
export async function removeWithdrawalAddress(userId: number, id: number): Promise<{ deleted: number }> {
  const deleted = await db().transaction((tx) =>
    retireAddresses(tx, and(eq(chainWithdrawalAddresses.id, id), eq(chainWithdrawalAddresses.userId, userId))),
  );
  if (deleted.length === 0) throw new AppError(404, 'chain.errors.addressNotFound');
  return { deleted: id };
}
