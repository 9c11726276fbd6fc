import 'server-only';
import { and, desc, eq, inArray, isNull, ne, notExists, sql } from 'drizzle-orm';
import { isValidAddress } from '@/lib/validation/crypto-address';
import type { ChainNodeSettings } from '@/lib/chain/settings';
import type { OrderSettlement, OrderStage } from '@/lib/terms/orders';
import { fieldError } from '@/lib/server/core';
import { schema, db, type Executor } from '@/lib/server/db';
import { houseAccount, inLedgerTransaction, move, post } from '@/lib/server/ledger';
import { importWatchOnly } from './addresses';
import { chainNodeOf } from './config';
import { depositAddressAt, ORDER_BRANCH } from './derivation';
import { lockDeposit, markCredited, markUnused, takeDerivationIndex, type ChainDepositRow } from './queries';
import { withdrawalNeedsApproval, type ChainWithdrawalRow } from './withdrawals';

const { chainDepositAddresses, chainDeposits, chainOrders, chainWithdrawals } = schema;

export type ChainOrderRow = typeof chainOrders.$inferSelect;

/** What a public order sends: `amount` of `asset` to the customer's `address`, the house keeping `fee` of it as revenue. */
export interface OrderSend {
  asset: string;
  address: string;
  amount: bigint;
  fee: bigint;
}

/**
 * The node of a coin a public order receives or sends, with the form field a refusal names: a coin without a node
 * cannot be swapped or delivered here (never a demo address nobody watches), and the customer's address must be one
 * of the node's network.
 */
export function orderNode(asset: string, field: string, address?: { value: string; field: string }): ChainNodeSettings {
  const node = chainNodeOf(asset);
  if (!node) throw fieldError(field, 'chain.errors.orderCoinUnavailable', { coin: asset });
  if (address && !isValidAddress(node.chain ?? node.asset, address.value, node.network))
    throw fieldError(address.field, 'payments.validation.address');
  return node;
}

/** The house send of an order, queued in the withdrawal pipeline (the send job signs and broadcasts it). */
async function queueSend(tx: Executor, orderId: number, send: OrderSend): Promise<void> {
  const node = orderNode(send.asset, 'coin');
  await tx
    .insert(chainWithdrawals)
    .values({
      orderId,
      asset: send.asset,
      address: send.address,
      amount: send.amount,
      fee: send.fee,
      needsApproval: withdrawalNeedsApproval(node, send.amount),
    })
    .onConflictDoNothing({ target: chainWithdrawals.orderId });
}

/**
 * An address of an order's own for a coin it receives, derived on the orders' branch and imported watch-only into the
 * node before the row is written (in the caller's transaction), so the address the customer is shown is always
 * watched. A node that does not answer is NodeUnavailable, and the order is not placed.
 */
export async function openOrderAddress(tx: Executor, asset: string, field: string): Promise<{ id: number; address: string }> {
  const node = orderNode(asset, field);
  const derivationIndex = await takeDerivationIndex(tx, node.asset, 'order');
  const address = depositAddressAt(node, derivationIndex, ORDER_BRANCH);
  await importWatchOnly(node, [address]);
  const [row] = await tx
    .insert(chainDepositAddresses)
    .values({ asset: node.asset, branch: ORDER_BRANCH, derivationIndex, address, importedAt: sql`now()` })
    .returning({ id: chainDepositAddresses.id });
  return { id: row!.id, address };
}

/**
 * Opens a swap's settlement inside the caller's transaction: an address of its own for the coin it receives
 * (openOrderAddress). The coin it sends goes out once the payment is confirmed (receiveOrderPayment).
 */
export async function openSwapSettlement(
  tx: Executor,
  order: { reference: string; receive: { asset: string; amount: bigint }; send: OrderSend },
): Promise<string> {
  const { id: addressId, address } = await openOrderAddress(tx, order.receive.asset, 'fromCoin');
  await tx.insert(chainOrders).values({
    reference: order.reference,
    receiveAsset: order.receive.asset,
    receiveAmount: order.receive.amount,
    addressId,
    sendAsset: order.send.asset,
    sendAddress: order.send.address,
    sendAmount: order.send.amount,
    fee: order.send.fee,
  });
  return address;
}

/**
 * A paid order that receives nothing on chain (a card purchase after 3-D Secure): its coins are queued to be sent, once
 * per reference, however often the payment's outcome arrives.
 */
export async function sendForOrder(tx: Executor, order: { reference: string; send: OrderSend }): Promise<void> {
  const [row] = await tx
    .insert(chainOrders)
    .values({
      reference: order.reference,
      sendAsset: order.send.asset,
      sendAddress: order.send.address,
      sendAmount: order.send.amount,
      fee: order.send.fee,
    })
    .onConflictDoNothing({ target: chainOrders.reference })
    .returning({ id: chainOrders.id });
  if (row) await queueSend(tx, row.id, order.send);
}

/**
 * A payment to an order's address reached its confirmations: the coins are the house's (one posting from the asset's
 * hot wallet to its liquidity account), the deposit is marked with the posting, and the order's coins are queued to be
 * sent, all in one transaction under the deposit's and the order's locks (the order's unique deposit and send make it
 * once, however many watchers run). Too little, or a second payment to a paid order, settles nothing: the deposit is
 * kept for the operator. A payment to an order address without a chain order is left to the domain that opened the
 * address (a visitor's cash sell: bookOrderPayment, keepOrderPayment).
 */
export async function receiveOrderPayment(node: ChainNodeSettings, deposit: Pick<ChainDepositRow, 'id'>): Promise<boolean> {
  return inLedgerTransaction(async (tx) => {
    const row = await lockDeposit(tx, deposit.id);
    if (!row || !awaitsBooking(row, node)) return false;
    const [order] = await tx.select().from(chainOrders).where(eq(chainOrders.addressId, row.addressId)).for('update');
    if (!order) return false;
    if (order.depositId !== null || row.amount < order.receiveAmount!) {
      await markUnused(tx, row.id);
      return false;
    }
    const transactionId = await postOrderPayment(tx, row, [{ kind: 'liquidity', amount: row.amount }], { order: order.reference });
    await tx
      .update(chainOrders)
      .set({ depositId: row.id, receivedTransactionId: transactionId })
      .where(and(eq(chainOrders.id, order.id), isNull(chainOrders.depositId)));
    await queueSend(tx, order.id, { asset: order.sendAsset, address: order.sendAddress, amount: order.sendAmount, fee: order.fee });
    return true;
  });
}

/** A payment seen on an order address that no chain order settles, for the domain that opened the address. */
export type OrderAddressPayment = Pick<ChainDepositRow, 'id' | 'addressId' | 'asset' | 'amount' | 'confirmations' | 'status'>;

/** The payments not yet booked or kept on the order addresses other domains opened (openOrderAddress), oldest first. */
export async function orderAddressPayments(): Promise<OrderAddressPayment[]> {
  return db()
    .select({
      id: chainDeposits.id,
      addressId: chainDeposits.addressId,
      asset: chainDeposits.asset,
      amount: chainDeposits.amount,
      confirmations: chainDeposits.confirmations,
      status: chainDeposits.status,
    })
    .from(chainDeposits)
    .innerJoin(chainDepositAddresses, eq(chainDepositAddresses.id, chainDeposits.addressId))
    .where(
      and(
        isNull(chainDeposits.userId),
        eq(chainDepositAddresses.branch, ORDER_BRANCH),
        inArray(chainDeposits.status, ['detected', 'confirming']),
        notExists(db().select({ id: chainOrders.id }).from(chainOrders).where(eq(chainOrders.addressId, chainDeposits.addressId))),
      ),
    )
    .orderBy(chainDeposits.id);
}

/** Of these payments to order addresses, those the chain replaced: another transaction spending their inputs is in a block. */
export async function replacedOrderPayments(depositIds: number[]): Promise<number[]> {
  if (depositIds.length === 0) return [];
  const rows = await db()
    .select({ id: chainDeposits.id })
    .from(chainDeposits)
    .where(and(inArray(chainDeposits.id, depositIds), eq(chainDeposits.status, 'replaced')));
  return rows.map((row) => row.id);
}

/** The same answer as markUnused's: a payment that settles nothing stays on chain, outside the books, for the operator. */
export async function keepOrderPayment(tx: Executor, depositId: number): Promise<void> {
  await lockDeposit(tx, depositId);
  await markUnused(tx, depositId);
}

/**
 * Books a payment to an order address once it has its confirmations, in the caller's transaction: one posting from
 * the asset's hot wallet to the house accounts `split` names (kind `public-order`), the deposit marked credited with
 * it under the deposit's lock. The posting's id, or null when the payment is not (or no longer) there to book.
 */
export async function bookOrderPayment(
  tx: Executor,
  depositId: number,
  split: (amount: bigint) => { kind: 'atm_clearing' | 'suspense'; amount: bigint }[],
  metadata: Record<string, unknown>,
): Promise<number | null> {
  const row = await lockDeposit(tx, depositId);
  const node = row && chainNodeOf(row.asset);
  if (!row || !node || !awaitsBooking(row, node)) return null;
  return postOrderPayment(tx, row, split(row.amount), metadata);
}

/** A payment to an order address that has its confirmations and is not booked yet (nor kept for the operator). */
const awaitsBooking = (row: ChainDepositRow, node: ChainNodeSettings) =>
  row.userId === null && row.status === 'confirming' && row.confirmations >= node.confirmations;

/**
 * The one posting of an order address's payment (kind `public-order`): from the asset's hot wallet to the house
 * accounts of `parts`, the deposit marked credited with it. The caller holds the deposit's lock (lockDeposit).
 */
async function postOrderPayment(
  tx: Executor,
  row: ChainDepositRow,
  parts: { kind: 'liquidity' | 'atm_clearing' | 'suspense'; amount: bigint }[],
  metadata: Record<string, unknown>,
): Promise<number> {
  const hotWallet = await houseAccount(tx, 'hot_wallet', row.asset);
  const legs = [];
  for (const part of parts.filter((part) => part.amount > 0n))
    legs.push(...move(hotWallet.id, (await houseAccount(tx, part.kind, row.asset)).id, part.amount));
  const transactionId = await post(tx, {
    kind: 'public-order',
    legs,
    metadata: { ...metadata, deposit: row.id, txid: row.txid, vout: row.vout },
  });
  await markCredited(tx, row.id, transactionId, 0n);
  return transactionId;
}

/** The public reference of an order, for its postings' metadata. */
export async function orderReferenceOf(tx: Executor, orderId: number): Promise<string | undefined> {
  const [order] = await tx.select({ reference: chainOrders.reference }).from(chainOrders).where(eq(chainOrders.id, orderId));
  return order?.reference;
}

const SEND_STAGE: Record<ChainWithdrawalRow['status'], OrderStage> = {
  requested: 'received',
  signed: 'sending',
  broadcast: 'sent',
  confirmed: 'sent',
  failed: 'failed',
  refused: 'failed',
};

/**
 * How far an order has settled on chain, or null for an order the chain knows nothing of. Before its coins are queued
 * the newest payment to its address tells: none yet (or only one the chain replaced), confirming, or too little.
 */
export async function orderSettlement(reference: string): Promise<OrderSettlement | null> {
  const [order] = await db().select().from(chainOrders).where(eq(chainOrders.reference, reference));
  if (!order) return null;
  const [send] = await db().select().from(chainWithdrawals).where(eq(chainWithdrawals.orderId, order.id));
  if (send) return { stage: SEND_STAGE[send.status], txid: send.status === 'broadcast' || send.status === 'confirmed' ? send.txid : null };
  const [payment] = order.addressId
    ? await db()
        .select({ status: chainDeposits.status })
        .from(chainDeposits)
        .where(and(eq(chainDeposits.addressId, order.addressId), ne(chainDeposits.status, 'replaced')))
        .orderBy(desc(chainDeposits.id))
        .limit(1)
    : [];
  const stage: OrderStage = !payment ? 'awaiting' : payment.status === 'below_minimum' ? 'underpaid' : 'confirming';
  return { stage, txid: null };
}
