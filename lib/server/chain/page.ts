import 'server-only';
import { CRYPTO_SCALES, FIAT_SCALE, fromUnits, scaleOf } from '@/lib/money';
import { CHAIN_PARAMS } from '@/lib/chain/networks';
import { drawQrCode, requireCustomer } from '@/lib/server/auth';
import { db } from '@/lib/server/db';
import { headroom, limitRulesOf } from '@/lib/server/limits';
import { feeFor } from '@/lib/server/pricing';
import { firstValue } from '@/lib/search-params';
import type { ChainDepositView, CryptoDepositView, DepositTarget } from '@/lib/views/chain';
import { depositAddressFor } from './addresses';
import { chainNodeOf, chainNodes } from './config';
import { depositsOf, type ChainDepositRow } from './queries';
import { NodeError, NodeUnavailable } from './rpc';
import type { ChainNodeSettings } from '@/lib/chain/settings';

type SearchParams = Record<string, string | string[] | undefined>;

/** Every listed coin may be picked; those without a node say so instead of showing an address. */
const DEPOSIT_COINS = Object.keys(CRYPTO_SCALES).sort();

function depositView(row: ChainDepositRow, required: number): ChainDepositView {
  const scale = scaleOf(row.asset);
  return {
    id: row.id,
    asset: row.asset,
    txid: row.txid,
    vout: row.vout,
    amount: fromUnits(row.amount, scale),
    fee: row.fee === null ? null : fromUnits(row.fee, scale),
    status: row.status,
    confirmations: row.confirmations,
    required,
    detectedAt: row.detectedAt.toISOString(),
    creditedAt: row.creditedAt?.toISOString() ?? null,
  };
}

/** The customer's address on the coin's node, or why none is shown: never an address the node does not watch. */
async function targetOf(node: ChainNodeSettings | undefined, userId: number): Promise<DepositTarget> {
  if (!node) return { state: 'unsupported' };
  try {
    const address = await depositAddressFor(node, userId);
    return { state: 'ready', address, qr: drawQrCode(address) };
  } catch (error) {
    if (error instanceof NodeUnavailable || error instanceof NodeError) {
      console.error(`[chain] ${node.asset} deposit address:`, error.message);
      return { state: 'unreachable' };
    }
    throw error;
  }
}

/**
 * /Transactions_crypto_deposit[?asset=LTC]: the coin (the first with a node unless the URL names one), its network,
 * the customer's deposit address with its QR code, minimum, fee, confirmations, the deposit limit's headroom, and the
 * deposits of that coin with their confirmations.
 */
export async function getCryptoDepositPage(params: SearchParams): Promise<CryptoDepositView> {
  const { user } = await requireCustomer();
  const nodes = chainNodes();
  const asked = firstValue(params.asset)?.toUpperCase();
  const asset = asked && DEPOSIT_COINS.includes(asked) ? asked : (nodes[0]?.asset ?? 'BTC');
  const node = chainNodeOf(asset);
  const level = { id: user.id, level: user.verificationLevel };
  const facts = await db().transaction(async (tx) => {
    const allowed = (await limitRulesOf(tx, [level.level])).some((rule) => rule.operation === 'deposit' && rule.limitEurMinor > 0n);
    const fee = await feeFor(tx, { plan: user.plan, operation: 'crypto_deposit', currency: asset }, 0n);
    const limit = allowed ? await headroom(tx, level, 'deposit') : null;
    return { allowed, fee, limit, deposits: node ? await depositsOf(tx, user.id, asset) : [] };
  });
  // A level without deposits gets no address: the coins would arrive for an account that may not take them.
  const target: DepositTarget = facts.allowed || !node ? await targetOf(node, user.id) : { state: 'notAtLevel' };
  return {
    coins: DEPOSIT_COINS.map((coin) => ({ asset: coin, connected: chainNodeOf(coin) !== undefined })),
    asset,
    network: node ? CHAIN_PARAMS[node.asset][node.network].name : null,
    target,
    minDeposit: node ? fromUnits(node.minDepositUnits, scaleOf(asset)) : null,
    fee: { basisPoints: facts.fee.basisPoints, fixed: fromUnits(facts.fee.fixedMinor, scaleOf(asset)) },
    confirmations: node?.confirmations ?? null,
    limit: facts.limit && { period: facts.limit.period, remaining: fromUnits(facts.limit.remainingEurMinor, FIAT_SCALE) },
    deposits: facts.deposits.map((row) => depositView(row, node!.confirmations)),
    anyNode: nodes.length > 0,
  };
}
