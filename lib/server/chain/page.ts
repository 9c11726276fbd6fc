import 'server-only';
import { CRYPTO_SCALES, FIAT_SCALE, fromUnits, scaleOf } from '@/lib/money';
import { addressShapeOf, CHAIN_PARAMS } from '@/lib/chain/networks';
import { drawQrCode } from '@/lib/qr-code';
import { requireCustomer } from '@/lib/server/auth';
import { db, type Executor } from '@/lib/server/db';
import { AppError } from '@/lib/server/core';
import { availableBalance } from '@/lib/server/ledger';
import { assertNotBlocked, headroom, limitRulesOf } from '@/lib/server/limits';
import { feeFor } from '@/lib/server/pricing';
import { firstValue } from '@/lib/search-params';
import { stepAboveLevel } from '@/lib/terms/next-step';
import type { ChainDepositView, CryptoDepositView, CryptoWithdrawView, DepositTarget, WithdrawState } from '@/lib/views/chain';
import { depositAddressFor } from './addresses';
import { chainNodeOf, chainNodes } from './config';
import { depositsOf, type ChainDepositRow } from './queries';
import { NodeError, NodeUnavailable } from './rpc';
import { addressView, MAX_WITHDRAWAL_ADDRESSES, withdrawalAddressesOf } from './withdrawal-addresses';
import { WITHDRAWAL_FEATURE, withdrawalView, withdrawalsOf } from './withdrawals';
import type { ChainNodeSettings } from '@/lib/chain/settings';

type SearchParams = Record<string, string | string[] | undefined>;

/** Every listed coin may be picked; those without a node say so instead of showing an address or a form. */
const CHAIN_COINS = Object.keys(CRYPTO_SCALES).sort();

/** The coin the URL names (`?asset=LTC`), else the first with a node; its node, if any. */
function pickedCoin(params: SearchParams) {
  const nodes = chainNodes();
  const asked = firstValue(params.asset)?.toUpperCase();
  const asset = asked && CHAIN_COINS.includes(asked) ? asked : (nodes[0]?.asset ?? 'BTC');
  const node = chainNodeOf(asset);
  return {
    asset,
    node,
    anyNode: nodes.length > 0,
    coins: CHAIN_COINS.map((coin) => ({ asset: coin, connected: chainNodeOf(coin) !== undefined })),
    network: node ? CHAIN_PARAMS[node.asset][node.network].name : null,
    addressShape: node ? addressShapeOf(CHAIN_PARAMS[node.asset][node.network]) : null,
  };
}

/** Whether the customer's level has a rule above zero for `operation` in every period it counts (else: not at your level). */
const allowedAtLevel = async (tx: Executor, level: number, operation: 'deposit' | 'withdrawal') =>
  (await limitRulesOf(tx, [level])).some((rule) => rule.operation === operation && rule.limitEurMinor > 0n);

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
  const { asset, node, anyNode, coins, network } = pickedCoin(params);
  const level = { id: user.id, level: user.verificationLevel };
  const facts = await db().transaction(async (tx) => {
    const allowed = await allowedAtLevel(tx, level.level, 'deposit');
    const fee = await feeFor(tx, { plan: user.plan, operation: 'crypto_deposit', currency: asset }, 0n);
    const limit = allowed ? await headroom(tx, level, 'deposit') : null;
    return { allowed, fee, limit, deposits: node ? await depositsOf(tx, user.id, asset) : [] };
  });
  // A level without deposits gets no address: the coins would arrive for an account that may not take them.
  const target: DepositTarget = facts.allowed || !node ? await targetOf(node, user.id) : { state: 'notAtLevel' };
  return {
    coins,
    asset,
    network,
    target,
    minDeposit: node ? fromUnits(node.minDepositUnits, scaleOf(asset)) : null,
    fee: { basisPoints: facts.fee.basisPoints, fixed: fromUnits(facts.fee.fixedMinor, scaleOf(asset)) },
    confirmations: node?.confirmations ?? null,
    limit: facts.limit && { period: facts.limit.period, remaining: fromUnits(facts.limit.remainingEurMinor, FIAT_SCALE) },
    deposits: facts.deposits.map((row) => depositView(row, node!.confirmations)),
    nextStep: facts.allowed ? null : stepAboveLevel(level.level),
    anyNode,
  };
}

async function blocked(tx: Executor, userId: number): Promise<boolean> {
  try {
    await assertNotBlocked(tx, WITHDRAWAL_FEATURE, userId, 'sender');
    return false;
  } catch (error) {
    if (error instanceof AppError) return true;
    throw error;
  }
}

/**
 * /Transactions_crypto_withdraw[?asset=LTC]: the coin and its network, the customer's saved addresses of it (each
 * usable from its time), what the form needs before the customer submits (balance, minimum, maximum, the plan's fee
 * rule, the withdrawal limit's headroom) or why there is no form (no node, not at the level, blocked), and the
 * withdrawals of that coin.
 */
export async function getCryptoWithdrawPage(params: SearchParams): Promise<CryptoWithdrawView> {
  const { user } = await requireCustomer();
  const { asset, node, anyNode, coins, network, addressShape } = pickedCoin(params);
  const scale = scaleOf(asset);
  const level = { id: user.id, level: user.verificationLevel };
  return db().transaction(async (tx) => {
    const limit = await headroom(tx, level, 'withdrawal');
    const state: WithdrawState = !node
      ? 'unsupported'
      : !(await allowedAtLevel(tx, level.level, 'withdrawal'))
        ? 'notAtLevel'
        : (await blocked(tx, user.id))
          ? 'blocked'
          : 'ready';
    const fee = await feeFor(tx, { plan: user.plan, operation: 'crypto_withdrawal', currency: asset }, 0n);
    const addresses = await withdrawalAddressesOf(tx, user.id);
    const withdrawals = await withdrawalsOf(tx, user.id);
    return {
      coins,
      asset,
      network,
      addressShape,
      state,
      addresses: addresses.filter((row) => row.asset === asset).map((row) => addressView(row)),
      saved: addresses.length,
      maxAddresses: MAX_WITHDRAWAL_ADDRESSES,
      authenticator: user.authEnabled,
      available: fromUnits(await availableBalance(tx, user.id, asset), scale),
      minWithdrawal: node ? fromUnits(node.minWithdrawalUnits, scale) : null,
      maxWithdrawal: node ? fromUnits(node.maxWithdrawalUnits, scale) : null,
      fee: { basisPoints: fee.basisPoints, fixed: fromUnits(fee.fixedMinor, scale) },
      limit: state === 'notAtLevel' || !limit ? null : { period: limit.period, remaining: fromUnits(limit.remainingEurMinor, FIAT_SCALE) },
      withdrawals: withdrawals.filter((row) => row.asset === asset).map(withdrawalView),
      nextStep: state === 'notAtLevel' ? stepAboveLevel(level.level) : state === 'blocked' ? 'support' : null,
      anyNode,
    };
  });
}
