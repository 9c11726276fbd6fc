import { eq } from 'drizzle-orm';
import { POST as transactionCheckRoute } from '@/app/api/public/v1/transaction-check/route';
import { chainNodeOf, reconcileChain, sendWithdrawals, watchDeposits } from '@/lib/server/chain';
import { db, schema } from '@/lib/server/db';
import { trialBalance } from '@/lib/server/ledger';
import { simulatedProvider } from '@/lib/server/payments/simulated';
import { fromUnits, toUnits } from '@/lib/money';
import type { ChainNodeSettings } from '@/lib/chain/settings';
import type { RegtestNode } from '../../scripts/regtest-node.mjs';
import { callApi } from '../support/api';
import { continueFromTip, TEST_CONFIRMATIONS, withOrderNodes } from '../support/chain';
import { resetDatabase } from '../support/db';
import { messageText } from '../support/messages';
import {
  cardFields,
  CARDS,
  expectFieldErrors,
  postCardCreate,
  postCardQuote,
  postChallenge,
  postSwapCreate,
  postSwapQuote,
  seedPrices,
  WALLETS,
} from '../support/orders';

/**
 * Public orders settle on chain against two real regtest nodes: LTC, and a second litecoind standing in for BTC. A
 * swap's own deposit address is watched, the payment confirmed, the other coin sent once through the withdrawal
 * pipeline; a card purchase that passed 3-D Secure sends its coins the same way.
 */

const nodes = withOrderNodes();
let ltc: ChainNodeSettings;
let btc: ChainNodeSettings;
/** Each node's outside wallet: the customer's own wallet, and where blocks are mined so the hot wallets only move by orders. */
const miners = new Map<RegtestNode, string>();
const mineElsewhere = (node: RegtestNode, blocks = TEST_CONFIRMATIONS) =>
  node.rpc<string[]>('generatetoaddress', [blocks, miners.get(node)]);
const outsideAddress = (node: RegtestNode) => node.rpc<string>('getnewaddress', ['', 'bech32'], 'outside');
/** The customer pays from their own wallet, never from the hot wallet the books follow. */
const payFromOutside = (node: RegtestNode, address: string, amount: string) =>
  node.rpc<string>('sendtoaddress', [address, amount], 'outside');

beforeAll(async () => {
  ltc = chainNodeOf('LTC')!;
  btc = chainNodeOf('BTC')!;
  for (const node of [nodes.ltc, nodes.btc]) {
    await node.rpc('createwallet', ['outside']);
    miners.set(node, await outsideAddress(node));
    await mineElsewhere(node, 101);
  }
}, 60_000);
beforeEach(async () => {
  await resetDatabase();
  await seedPrices();
  await continueFromTip(nodes.ltc, 'LTC');
  await continueFromTip(nodes.btc, 'BTC');
});

/** What the customer's wallet received at `address` (0 confirmations counted), in litoshi, and in how many payments. */
async function received(node: RegtestNode, address: string) {
  const payments = (
    await node.rpc<{ address: string; category: string; amount: number; txid: string }[]>(
      'listtransactions',
      ['*', 1000, 0, true],
      'outside',
    )
  ).filter((entry) => entry.address === address && entry.category === 'receive');
  return {
    payments: payments.length,
    units: payments.reduce((sum, entry) => sum + toUnits(entry.amount.toFixed(8), 8), 0n),
    txids: payments.map((p) => p.txid),
  };
}

const check = (query: string) =>
  callApi(transactionCheckRoute, 'public/v1/transaction-check', {
    method: 'POST',
    body: { query },
    headers: { 'x-kt-client-ip': '203.0.113.9' },
  });

/** A visitor's swap order through the API, with a fresh quote. */
async function orderSwap(fromCoin: string, amount: string, destinationAddress: string) {
  const quote = await postSwapQuote({ fromCoin, toCoin: 'LTC', amount });
  return postSwapCreate({ fromCoin, toCoin: 'LTC', amount, destinationAddress, email: 'swapper@example.test', quote: quote.data.quote });
}

/** A visitor's BTC → LTC swap, to a fresh address of the LTC node's outside wallet. */
async function placeSwap(amount = '0.0005') {
  const destination = await outsideAddress(nodes.ltc);
  const created = await orderSwap('BTC', amount, destination);
  expect(created.status).toBe(200);
  const [order] = await db().select().from(schema.swapOrders).where(eq(schema.swapOrders.reference, created.data.reference));
  return { order: order!, destination };
}

/** Watchers and senders of both coins, twice at once each. */
async function runTwice(work: (node: ChainNodeSettings) => Promise<unknown>, node: ChainNodeSettings) {
  await Promise.all([work(node), work(node)]);
}

/** Each (asset, account kind) that holds anything, summed over its accounts. */
const books = async () => (await trialBalance(db())).filter((row) => BigInt(row.total) !== 0n);
const HOUSE_KINDS = ['fee', 'liquidity', 'hot_wallet', 'network_fees'];

test('a paid swap: its own watched address, confirmed, the other coin sent once with its txid, house postings once', async () => {
  const { order, destination } = await placeSwap();
  // The address is the order's own, on the orders' branch, watched by the BTC node, and no customer's.
  const [address] = await db()
    .select()
    .from(schema.chainDepositAddresses)
    .where(eq(schema.chainDepositAddresses.address, order.depositAddress));
  expect(address).toMatchObject({ asset: 'BTC', userId: null, branch: 2 });
  expect((await nodes.btc.rpc<{ iswatchonly: boolean }>('getaddressinfo', [order.depositAddress], btc.depositWallet)).iswatchonly).toBe(
    true,
  );
  expect((await check(order.reference)).data.orders[0]).toMatchObject({ status: 'Init', settlement: { stage: 'awaiting', txid: null } });
  const driftBefore = await Promise.all([reconcileChain(ltc), reconcileChain(btc)]);

  await payFromOutside(nodes.btc, order.depositAddress, order.amountFrom.replace(/0+$/, ''));
  await runTwice(watchDeposits, btc);
  expect((await check(order.reference)).data.orders[0]).toMatchObject({ status: 'Pending', settlement: { stage: 'confirming' } });
  await runTwice(sendWithdrawals, ltc);
  expect((await received(nodes.ltc, destination)).payments).toBe(0);

  await mineElsewhere(nodes.btc);
  await runTwice(watchDeposits, btc);
  expect((await check(order.reference)).data.orders[0]).toMatchObject({ status: 'Process', settlement: { stage: 'received' } });
  await runTwice(watchDeposits, btc);
  await runTwice(sendWithdrawals, ltc);
  await runTwice(sendWithdrawals, ltc);

  const paid = await received(nodes.ltc, destination);
  expect(paid).toMatchObject({ payments: 1, units: toUnits(order.amountTo.replace(/0+$/, ''), 8) });
  const [send] = await db().select().from(schema.chainWithdrawals);
  expect(send).toMatchObject({ userId: null, status: 'broadcast', txid: paid.txids[0], address: destination });
  expect((await check(order.reference)).data.orders[0]).toMatchObject({
    status: 'Success',
    settlement: { stage: 'sent', txid: paid.txids[0] },
  });

  await mineElsewhere(nodes.ltc);
  await runTwice(sendWithdrawals, ltc);
  expect((await db().select().from(schema.chainWithdrawals))[0]).toMatchObject({ status: 'confirmed' });
  expect((await received(nodes.ltc, destination)).payments).toBe(1);

  // Two house postings, once each: the BTC received (hot wallet → liquidity) and the LTC sent (liquidity → hot wallet,
  // the fee to revenue, the miners' fee from network fees), no customer account anywhere.
  const postings = await db().select().from(schema.ledgerTransactions).where(eq(schema.ledgerTransactions.kind, 'public-order'));
  expect(postings).toHaveLength(2);
  const rows = await books();
  expect(rows.every((row) => HOUSE_KINDS.includes(row.kind))).toBe(true);
  for (const asset of ['BTC', 'LTC'])
    expect(rows.filter((row) => row.asset === asset).reduce((sum, row) => sum + BigInt(row.total), 0n)).toBe(0n);
  expect(rows.find((row) => row.asset === 'LTC' && row.kind === 'fee')?.total).toBe(toUnits(order.fee.replace(/0+$/, ''), 8).toString());
  expect(rows.find((row) => row.asset === 'BTC' && row.kind === 'liquidity')?.total).toBe(
    toUnits(order.amountFrom.replace(/0+$/, ''), 8).toString(),
  );
  // The books follow both nodes' wallets exactly: the drift is what it was before the order.
  const driftAfter = await Promise.all([reconcileChain(ltc), reconcileChain(btc)]);
  expect(driftAfter.map((r) => r.drift)).toEqual(driftBefore.map((r) => r.drift));
}, 60_000);

test('a swap paid too little is not sent: the order says so and the coins wait for the operator', async () => {
  const { order, destination } = await placeSwap();
  const short = fromUnits(toUnits(order.amountFrom.replace(/0+$/, ''), 8) - 1000n, 8);
  await payFromOutside(nodes.btc, order.depositAddress, short);
  await mineElsewhere(nodes.btc);
  await watchDeposits(btc);
  await sendWithdrawals(ltc);
  expect(await db().select().from(schema.chainWithdrawals)).toEqual([]);
  expect((await received(nodes.ltc, destination)).payments).toBe(0);
  expect((await check(order.reference)).data.orders[0]).toMatchObject({ status: 'Failed', settlement: { stage: 'underpaid' } });
}, 60_000);

test('a coin without a node cannot be swapped: refused on its field, nothing written, no demo address', async () => {
  const created = await orderSwap('ETH', '0.05', await outsideAddress(nodes.ltc));
  expect(created.status).toBe(422);
  expect(created.data.fieldErrors).toEqual({ fromCoin: messageText('en', 'chain.errors.orderCoinUnavailable').replace('{coin}', 'ETH') });
  expect(await db().select().from(schema.swapOrders)).toEqual([]);
  expect(await db().select().from(schema.chainDepositAddresses)).toEqual([]);
});

test('a destination of another network than the node’s is refused on the address field', async () => {
  expectFieldErrors(await orderSwap('BTC', '0.0005', WALLETS.LTC), 'en', { destinationAddress: 'payments.validation.address' });
});

describe('card purchase', () => {
  const BUY = { amount: '50', currency: 'EUR', coin: 'LTC' };

  async function buy(card: string) {
    const quote = await postCardQuote(BUY);
    expect(quote.status).toBe(200);
    const wallet = await outsideAddress(nodes.ltc);
    const created = await postCardCreate({
      ...BUY,
      walletAddress: wallet,
      email: 'buyer@example.test',
      ...cardFields(card),
      quote: quote.data.quote,
    });
    expect(created.status).toBe(200);
    const [order] = await db().select().from(schema.cardOrders);
    return { order: order!, wallet, created };
  }

  test('after 3-D Secure the coins are sent once to the buyer’s address, with the txid on the transaction check', async () => {
    const { order, wallet } = await buy(CARDS.threeDSecure);
    await runTwice(sendWithdrawals, ltc);
    expect(await db().select().from(schema.chainWithdrawals)).toEqual([]);
    expect((await check(order.reference)).data.orders[0].settlement).toBeUndefined();

    const [payment] = await db().select().from(schema.cardPayments);
    const approved = await postChallenge({
      payment: payment!.reference,
      action: 'approve',
      code: simulatedProvider.challengeCode(payment!.reference),
    });
    expect(approved.status).toBe(200);
    expect((await check(order.reference)).data.orders[0]).toMatchObject({ status: 'BUY_COMPLETED', settlement: { stage: 'received' } });
    await runTwice(sendWithdrawals, ltc);
    await runTwice(sendWithdrawals, ltc);

    const paid = await received(nodes.ltc, wallet);
    expect(paid).toMatchObject({ payments: 1, units: toUnits(order.cryptoAmount.replace(/0+$/, ''), 8) });
    expect((await check(order.reference)).data.orders[0]).toMatchObject({ settlement: { stage: 'sent', txid: paid.txids[0] } });
    await mineElsewhere(nodes.ltc);
    await runTwice(sendWithdrawals, ltc);
    expect(await db().select().from(schema.ledgerTransactions).where(eq(schema.ledgerTransactions.kind, 'public-order'))).toHaveLength(1);
    expect((await received(nodes.ltc, wallet)).payments).toBe(1);
  }, 60_000);

  test('a declined card sends nothing', async () => {
    await buy(CARDS.declined);
    await sendWithdrawals(ltc);
    expect(await db().select().from(schema.chainWithdrawals)).toEqual([]);
  });
});
