import { z } from 'zod';
import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';
import { scaleOf, toUnits } from '@/lib/money';
import { CHAIN_NETWORKS, CHAIN_PARAMS, isChainAsset, type ChainAsset, type ChainNetwork } from './networks';

const base58check = createBase58check(sha256);

/** The 4 version bytes of an extended key; undefined when it is not one (wrong checksum, wrong length). */
function extendedKeyVersion(key: string): number | undefined {
  try {
    const bytes = base58check.decode(key);
    return bytes.length === 78 ? new DataView(bytes.buffer, bytes.byteOffset).getUint32(0) : undefined;
  } catch {
    return undefined;
  }
}

const decimal = z.string().regex(/^\d+(\.\d+)?$/, 'a decimal amount such as "0.001"');

/** The amounts of a node's settings in the asset's smallest unit. */
const AMOUNTS = ['minDeposit', 'minWithdrawal', 'maxWithdrawal', 'approveAbove'] as const;
type Amounts = { [K in (typeof AMOUNTS)[number] as `${K}Units`]: bigint };

/**
 * One coin's node, as CHAIN_NODES describes it. The deposit wallet is a watch-only legacy wallet (litecoind 0.21 has no
 * descriptor wallets): deposit addresses derive from `xpub` (account level; addresses at /0/i, P2WPKH) and are imported
 * into it. The hot wallet holds the coins the node sends (withdrawals, the demo's faucet).
 */
const nodeSettings = z
  .strictObject({
    rpcUrl: z.url({ protocol: /^https?$/ }),
    rpcUser: z.string().min(1).optional(),
    rpcPassword: z.string().min(1).optional(),
    /** The node's .cookie file, read at each connection (it changes when the node restarts). */
    rpcCookieFile: z.string().min(1).optional(),
    depositWallet: z.string().min(1).default('deposits'),
    hotWallet: z.string().min(1).default('hot'),
    network: z.enum(CHAIN_NETWORKS),
    /** A deposit is credited at this many confirmations; fewer, and a re-organisation can still take it away. */
    confirmations: z.number().int().min(1).max(1000),
    /** The smallest deposit credited, as a decimal ("0.001"): a smaller one is recorded and shown, never credited. */
    minDeposit: decimal,
    /** A withdrawal's bounds, and the amount above which it waits for `ops withdrawals approve <id>`. */
    minWithdrawal: decimal.default('0.001'),
    maxWithdrawal: decimal.default('10'),
    approveAbove: decimal.default('1'),
    xpub: z.string().min(1),
    /**
     * The chain the node runs when it is not the asset's own: a litecoind standing in for bitcoind in the tests, whose
     * addresses are Litecoin's. Off mainnet only.
     */
    chain: z.enum(Object.keys(CHAIN_PARAMS) as [ChainAsset, ...ChainAsset[]]).optional(),
  })
  .refine((node) => (node.rpcUser && node.rpcPassword) || node.rpcCookieFile, 'rpcUser and rpcPassword, or rpcCookieFile');

export type ChainNodeSettings = z.infer<typeof nodeSettings> & { asset: ChainAsset } & Amounts;

/**
 * CHAIN_NODES: JSON by asset, {"LTC": {"rpcUrl": …, "network": "regtest", …}}; unset, no coin has a node. Checked at
 * start: the asset has a node implementation, the xpub is one of its network's, the minimum fits the asset's scale.
 */
export const chainNodesSetting = z
  .string()
  .optional()
  .transform((raw, ctx): Partial<Record<ChainAsset, ChainNodeSettings>> => {
    if (!raw?.trim()) return {};
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: `not JSON: ${String(error)}` });
      return z.NEVER;
    }
    const parsed = z.record(z.string(), nodeSettings).safeParse(json);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') });
      return z.NEVER;
    }
    const nodes: Partial<Record<ChainAsset, ChainNodeSettings>> = {};
    for (const [asset, node] of Object.entries(parsed.data)) {
      if (!isChainAsset(asset)) {
        ctx.addIssue({ code: 'custom', message: `${asset}: only ${Object.keys(CHAIN_PARAMS).join(', ')} have a node` });
        continue;
      }
      if (node.chain && node.network === 'mainnet') {
        ctx.addIssue({ code: 'custom', message: `${asset}.chain: only a test network may run another chain's node` });
        continue;
      }
      if (extendedKeyVersion(node.xpub) !== CHAIN_PARAMS[asset][node.network].bip32.public) {
        ctx.addIssue({ code: 'custom', message: `${asset}.xpub: not an extended public key of ${node.network}` });
        continue;
      }
      const amounts: Partial<Amounts> = {};
      for (const field of AMOUNTS) {
        try {
          amounts[`${field}Units`] = toUnits(node[field], scaleOf(asset));
        } catch {
          ctx.addIssue({ code: 'custom', message: `${asset}.${field}: more decimals than ${asset} has` });
        }
      }
      if (Object.keys(amounts).length === AMOUNTS.length) nodes[asset] = { ...node, asset, ...(amounts as Amounts) };
    }
    return nodes;
  });

/** Nodes on another network than mainnet, as [asset, network]: a deployment may not run them. */
export const testNetworksOf = (nodes: Partial<Record<ChainAsset, { network: ChainNetwork }>>) =>
  Object.entries(nodes).flatMap(([asset, node]) => (node && node.network !== 'mainnet' ? [[asset, node.network] as const] : []));

/** The address parameters of a node's chain: the asset's own, or those of the chain a test node stands in with. */
export const nodeChainParams = (node: Pick<ChainNodeSettings, 'asset' | 'network' | 'chain'>) =>
  CHAIN_PARAMS[node.chain ?? node.asset][node.network];
