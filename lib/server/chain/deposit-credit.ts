import 'server-only';
import { hex } from '@scure/base';
import { RawTx } from '@scure/btc-signer';
import { fromUnits, scaleOf } from '@/lib/money';
import type { ChainNodeSettings } from '@/lib/chain/settings';
import type { Executor } from '@/lib/server/db';
import { creditFromOutside, inLedgerTransaction } from '@/lib/server/ledger';
import { fundsAddedNotice, NOTHING_TO_SEND, notify, type PendingEmail } from '@/lib/server/notifications';
import { feeFor } from '@/lib/server/pricing';
import { priceOf, valueAt } from '@/lib/server/rates';
import { lockCustomer } from '@/lib/server/core';
import { routePath } from '@/lib/routes';
import { lockDeposit, markCredited } from './queries';

/**
 * The values of a transaction's outputs in the asset's smallest unit, read from its raw bytes: the node's JSON writes
 * amounts as floats, which no amount may pass through.
 */
export function outputValues(rawHex: string): bigint[] {
  return RawTx.decode(hex.decode(rawHex)).outputs.map((output) => output.amount);
}

/** The deposit's value in euro cents for the cost basis; 0 without a price (crediting never waits for a price feed). */
async function euroValue(tx: Executor, asset: string, amount: bigint): Promise<bigint> {
  try {
    return valueAt(amount, asset, await priceOf(asset, 'EUR', tx));
  } catch {
    return 0n;
  }
}

/** The plan's crypto_deposit fee on `amount` (a rule in the asset's own units), never more than the deposit. */
export async function depositFee(tx: Executor, plan: 'basic' | 'advanced' | 'pro', asset: string, amount: bigint): Promise<bigint> {
  const { amount: fee } = await feeFor(tx, { plan, operation: 'crypto_deposit', currency: asset }, amount);
  return fee < amount ? fee : amount;
}

/**
 * Credits one deposit that reached its confirmations: one posting from the asset's hot wallet to the customer's
 * account with the fee leg, the deposit marked credited with the posting's id, the bell notice, all in one transaction
 * under the deposit row's lock. A deposit already credited (another watcher got there first), re-organised below N
 * since it was read, or below the minimum is left as it is: false.
 */
export async function creditDeposit(node: ChainNodeSettings, deposit: { id: number; userId: number }): Promise<boolean> {
  let pending: PendingEmail = NOTHING_TO_SEND;
  const credited = await inLedgerTransaction(async (tx) => {
    const customer = await lockCustomer(tx, deposit.userId, ['plan']);
    const row = await lockDeposit(tx, deposit.id);
    if (!customer || !row || row.userId !== deposit.userId || row.status !== 'confirming' || row.confirmations < node.confirmations)
      return false;
    const fee = await depositFee(tx, customer.plan, row.asset, row.amount);
    const valueEurMinor = await euroValue(tx, row.asset, row.amount);
    // The notice first and the posting last: the hot-wallet account every deposit posts to stays locked only from the
    // posting to the commit, so concurrent credits queue on it for a moment, not for the whole transaction.
    const amount = fromUnits(row.amount - fee, scaleOf(row.asset));
    await notify(
      tx,
      deposit.userId,
      { key: 'cryptoDepositCredited', values: { amount, asset: row.asset } },
      `${routePath('cryptoDeposit')}?asset=${row.asset}`,
    );
    pending = await fundsAddedNotice(tx, { userId: deposit.userId, asset: row.asset, amount: row.amount - fee, source: 'cryptoDeposit' });
    const transactionId = await creditFromOutside(tx, {
      from: 'hot_wallet',
      userId: deposit.userId,
      asset: row.asset,
      amount: row.amount,
      fee,
      kind: 'crypto-deposit',
      valueEurMinor,
      metadata: { deposit: row.id, txid: row.txid, vout: row.vout },
    });
    await markCredited(tx, row.id, transactionId, fee);
    return true;
  });
  await pending.send();
  return credited;
}
