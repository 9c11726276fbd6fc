import 'server-only';
import { HDKey } from '@scure/bip32';
import { p2wpkh } from '@scure/btc-signer';
import { nodeChainParams, type ChainNodeSettings } from '@/lib/chain/settings';

const receiveBranches = new Map<string, HDKey>();

/** Customers' deposit addresses are on the xpub's external branch /0; BIP 44 keeps /1 for change. */
export const CUSTOMER_BRANCH = 0;
/** Public orders' deposit addresses: a branch of their own, so no order's address is ever a customer's. */
export const ORDER_BRANCH = 2;

/**
 * The deposit address at `index` of `branch`: the asset's account xpub, /branch/index, native segwit (P2WPKH), the
 * same address the node's `deriveaddresses "wpkh(xpub/0/*)"` gives (tests/integration/chain-deposits.test.ts).
 */
export function depositAddressAt(
  node: Pick<ChainNodeSettings, 'asset' | 'network' | 'xpub' | 'chain'>,
  index: number,
  branchIndex = CUSTOMER_BRANCH,
): string {
  const params = nodeChainParams(node);
  const cacheKey = `${node.asset}:${node.xpub}:${branchIndex}`;
  let branch = receiveBranches.get(cacheKey);
  if (!branch) receiveBranches.set(cacheKey, (branch = HDKey.fromExtendedKey(node.xpub, params.bip32).deriveChild(branchIndex)));
  const { address } = p2wpkh(branch.deriveChild(index).publicKey!, {
    bech32: params.hrp,
    pubKeyHash: params.pubKeyHash,
    scriptHash: params.scriptHashes[0],
    wif: params.wif,
  });
  return address!;
}

/** The node's descriptor for the same addresses (without its checksum: the node adds it with getdescriptorinfo). */
export const depositDescriptor = (node: Pick<ChainNodeSettings, 'xpub'>) => `wpkh(${node.xpub}/0/*)`;
