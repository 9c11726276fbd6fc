import 'server-only';
import { HDKey } from '@scure/bip32';
import { p2wpkh } from '@scure/btc-signer';
import { CHAIN_PARAMS } from '@/lib/chain/networks';
import type { ChainNodeSettings } from '@/lib/chain/settings';

const receiveBranches = new Map<string, HDKey>();

/**
 * The deposit address at `index`: the asset's account xpub, external branch /0/index, native segwit (P2WPKH), the
 * same address the node's `deriveaddresses "wpkh(xpub/0/*)"` gives (tests/integration/chain-deposits.test.ts).
 */
export function depositAddressAt(node: Pick<ChainNodeSettings, 'asset' | 'network' | 'xpub'>, index: number): string {
  const params = CHAIN_PARAMS[node.asset][node.network];
  const cacheKey = `${node.asset}:${node.xpub}`;
  let branch = receiveBranches.get(cacheKey);
  if (!branch) receiveBranches.set(cacheKey, (branch = HDKey.fromExtendedKey(node.xpub, params.bip32).deriveChild(0)));
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
