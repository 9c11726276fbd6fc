import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { fromUnits, scaleOf } from '@/lib/money';
import type { ChainNodeSettings } from '@/lib/chain/settings';
import { db, schema } from '@/lib/server/db';
import { customerAccount, feeLeg, houseAccount, inLedgerTransaction, move, post, settle } from '@/lib/server/ledger';
import { eachNode, rpcOf } from './config';
import { outputValues } from './deposit-credit';
import { orderReferenceOf } from './orders';
import { NodeError, NodeUnavailable } from './rpc';
import { lockWithdrawal, tellWithdrawal, updateWithdrawal, type ChainWithdrawalRow } from './withdrawals';

const { chainWithdrawals } = schema;

/** The node's answer to a transaction it has in a block already: the broadcast happened before. */
const ALREADY_IN_CHAIN = -27;

export interface SendSummary {
  asset: string;
  signed: number;
  broadcast: number;
  confirmed: number;
}

/**
 * What the miners take: the spent outputs' values (each read from the hot wallet's raw transaction, as integers)
 * less the outputs'. Its txid comes with it.
 */
async function feeAndTxid(node: ChainNodeSettings, rawHex: string): Promise<{ txid: string; networkFee: bigint }> {
  const rpc = rpcOf(node);
  const decoded = await rpc.decodeRawTransaction(rawHex);
  let spent = 0n;
  for (const input of decoded.vin) spent += outputValues(await rpc.walletTransactionHex(node.hotWallet, input.txid))[input.vout]!;
  const paid = outputValues(rawHex).reduce((sum, value) => sum + value, 0n);
  return { txid: decoded.txid, networkFee: spent - paid };
}

/**
 * Signs one withdrawal in the hot wallet (walletcreatefundedpsbt → walletprocesspsbt → finalizepsbt) and stores the
 * raw transaction, its txid and its network fee, under the row's lock, before anything is broadcast: from then on only
 * these bytes are ever sent, so a crash before or after the broadcast cannot pay twice. False when the row is not
 * waiting to be signed (another pass took it, or it waits for the operator).
 */
export async function signWithdrawal(node: ChainNodeSettings, id: number): Promise<boolean> {
  return db().transaction(async (tx) => {
    const row = await lockWithdrawal(tx, id);
    if (!row || row.status !== 'requested' || (row.needsApproval && !row.approvedBy)) return false;
    const rpc = rpcOf(node);
    // The inputs are locked in the wallet, so the next withdrawal signed before this one is broadcast spends others.
    const funded = await rpc.createFundedPsbt(node.hotWallet, [{ [row.address]: fromUnits(row.amount, scaleOf(row.asset)) }], {
      lockUnspents: true,
    });
    const processed = await rpc.processPsbt(node.hotWallet, funded.psbt);
    const final = await rpc.finalizePsbt(processed.psbt);
    if (!final.complete || !final.hex) throw new NodeError('finalizepsbt', -1, `withdrawal ${id}: the hot wallet could not sign it`);
    const { txid, networkFee } = await feeAndTxid(node, final.hex);
    await updateWithdrawal(tx, id, ['requested'], { status: 'signed', rawTx: final.hex, txid, networkFee, reason: null });
    return true;
  });
}

/**
 * Broadcasts the stored transaction. The node answers a transaction it already has with the same txid, or "already in
 * block chain": both mean it went out. Any other refusal is kept on the row for the operator and the withdrawal stays
 * signed (never signed again: its coins may still arrive); a node that does not answer is tried on the next pass. The
 * customer is told it went out.
 */
export async function broadcastWithdrawal(node: ChainNodeSettings, row: ChainWithdrawalRow): Promise<boolean> {
  try {
    await rpcOf(node).sendRawTransaction(row.rawTx!);
  } catch (error) {
    if (!(error instanceof NodeError) || error.code !== ALREADY_IN_CHAIN) {
      if (error instanceof NodeError) await updateWithdrawal(db(), row.id, ['signed'], { reason: error.message });
      throw error;
    }
  }
  const email = await db().transaction(async (tx) => {
    const sent = await updateWithdrawal(tx, row.id, ['signed'], { status: 'broadcast', reason: null });
    return sent && tellWithdrawal(tx, sent, 'sent');
  });
  await email?.send();
  return email !== undefined;
}

/**
 * A broadcast withdrawal's confirmations; at the node's N the hold is posted: the amount from the customer's held
 * account to the hot wallet (the coins left it), the plan's fee to a fee shard, and the network fee from the provider's
 * network-fee account to the hot wallet (the miners took it from the wallet too); the customer is told it arrived. A
 * public order's coins, which nobody held, are the house's own movement: the same legs from the asset's liquidity
 * account (its fee is the house's revenue), posted once (the send's unique transaction id).
 */
export async function confirmWithdrawal(node: ChainNodeSettings, row: ChainWithdrawalRow): Promise<boolean> {
  const confirmations = await rpcOf(node).walletConfirmations(node.hotWallet, row.txid!);
  if (confirmations < node.confirmations) {
    if (confirmations !== row.confirmations)
      await updateWithdrawal(db(), row.id, ['broadcast'], { confirmations: Math.max(confirmations, 0) });
    return false;
  }
  const email = await inLedgerTransaction(async (tx) => {
    const locked = await lockWithdrawal(tx, row.id);
    if (locked?.status !== 'broadcast') return undefined;
    const [hotWallet, networkFees] = [
      await houseAccount(tx, 'hot_wallet', locked.asset),
      await houseAccount(tx, 'network_fees', locked.asset),
    ];
    const legsFrom = async (source: number) => [
      ...move(source, hotWallet.id, locked.amount),
      ...(locked.networkFee ? move(networkFees.id, hotWallet.id, locked.networkFee) : []),
      ...(await feeLeg(tx, source, locked.asset, locked.fee)),
    ];
    if (locked.holdTransactionId === null || locked.userId === null) {
      const liquidity = await houseAccount(tx, 'liquidity', locked.asset);
      const transactionId = await post(tx, {
        kind: 'public-order',
        legs: await legsFrom(liquidity.id),
        metadata: { order: await orderReferenceOf(tx, locked.orderId!), txid: locked.txid },
      });
      const confirmed = (await updateWithdrawal(tx, locked.id, ['broadcast'], { status: 'confirmed', confirmations, transactionId }))!;
      return tellWithdrawal(tx, confirmed, 'confirmed');
    }
    const held = await customerAccount(tx, locked.userId, locked.asset, 'held');
    await settle(tx, locked.holdTransactionId, 'posted', await legsFrom(held.id));
    const confirmed = (await updateWithdrawal(tx, locked.id, ['broadcast'], { status: 'confirmed', confirmations }))!;
    return tellWithdrawal(tx, confirmed, 'confirmed');
  });
  await email?.send();
  return email !== undefined;
}

/**
 * One pass over a coin's open withdrawals, oldest first: each is signed, broadcast and confirmed as far as it goes now.
 * A node that does not answer ends the pass (everything waits, nothing is lost); the customer sees Process meanwhile.
 */
export async function sendWithdrawals(node: ChainNodeSettings): Promise<SendSummary> {
  const summary: SendSummary = { asset: node.asset, signed: 0, broadcast: 0, confirmed: 0 };
  const open = await db()
    .select({ id: chainWithdrawals.id })
    .from(chainWithdrawals)
    .where(and(eq(chainWithdrawals.asset, node.asset), inArray(chainWithdrawals.status, ['requested', 'signed', 'broadcast'])))
    .orderBy(asc(chainWithdrawals.id));
  for (const { id } of open) {
    try {
      if (await signWithdrawal(node, id)) summary.signed++;
      let [row] = await db().select().from(chainWithdrawals).where(eq(chainWithdrawals.id, id));
      if (row?.status === 'signed' && (await broadcastWithdrawal(node, row))) {
        summary.broadcast++;
        [row] = await db().select().from(chainWithdrawals).where(eq(chainWithdrawals.id, id));
      }
      if (row?.status === 'broadcast' && (await confirmWithdrawal(node, row))) summary.confirmed++;
    } catch (error) {
      if (error instanceof NodeUnavailable) throw error;
      console.error(`[chain] ${node.asset} withdrawal ${id}:`, error instanceof Error ? error.message : error);
    }
  }
  return summary;
}

/** The sender's pass over every coin with a node (the chain-send job). */
export const sendAllChains = () => eachNode('sender', sendWithdrawals);
