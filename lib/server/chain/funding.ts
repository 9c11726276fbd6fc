import 'server-only';
import type { ChainNodeSettings } from '@/lib/chain/settings';
import type { Executor } from '@/lib/server/db';
import { houseAccount, move, post } from '@/lib/server/ledger';
import { regtestNodes, rpcOf } from './config';
import { NodeUnavailable, unitsOfNodeFloat } from './rpc';

// The house's own coins in a regtest node's hot wallet, on the books: reconciliation (reconcile.ts) compares the node's
// wallets with minus the hot_wallet account, so coins the node mined for itself, or that its faucet gave away, would
// read as drift and hide a real one. Both are the house's liquidity moving into or out of the hot wallet.

/**
 * Books what each regtest node's hot wallet holds as the house's liquidity: the demo's setup (a fresh database), when
 * the node holds nothing but the funding it mined (scripts/regtest-node.mjs: every later block pays outside its
 * wallets). A node that does not answer is named and left unbooked: reconciliation shows its funding as drift.
 */
export async function bookDemoFunding(tx: Executor): Promise<void> {
  for (const node of regtestNodes()) {
    let held: bigint;
    try {
      held = unitsOfNodeFloat(await rpcOf(node).balance(node.hotWallet), node.asset);
    } catch (error) {
      if (!(error instanceof NodeUnavailable)) throw error;
      console.error(`[demo] the ${node.asset} node does not answer: its funding is not booked`);
      continue;
    }
    if (held === 0n) continue;
    const [hotWallet, liquidity] = [await houseAccount(tx, 'hot_wallet', node.asset), await houseAccount(tx, 'liquidity', node.asset)];
    await post(tx, { kind: 'chain-funding', legs: move(hotWallet.id, liquidity.id, held), metadata: { funding: node.hotWallet } });
  }
}

/**
 * Books a payment the demo's faucet made from the hot wallet: the amount and the network fee the wallet paid left the
 * house's liquidity (the fee, as every miners' fee the house pays, through network_fees).
 */
export async function bookFaucetPayment(tx: Executor, node: ChainNodeSettings, txid: string, amount: bigint): Promise<void> {
  const fee = unitsOfNodeFloat(-(await rpcOf(node).walletTransactionFee(node.hotWallet, txid)), node.asset);
  const [hotWallet, liquidity, networkFees] = [
    await houseAccount(tx, 'hot_wallet', node.asset),
    await houseAccount(tx, 'liquidity', node.asset),
    await houseAccount(tx, 'network_fees', node.asset),
  ];
  await post(tx, {
    kind: 'chain-funding',
    legs: [...move(liquidity.id, hotWallet.id, amount), ...(fee > 0n ? move(networkFees.id, hotWallet.id, fee) : [])],
    metadata: { faucet: txid },
  });
}
