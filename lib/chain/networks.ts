/**
 * The chains the app runs a node for, and their parameters on each network: what the address validator (browser and
 * server) and the deposit-address derivation (server) both read, so an address the app derives is one it accepts.
 * Production runs mainnet only (lib/env.ts refuses anything else outside the local demo and the tests).
 */
export const CHAIN_NETWORKS = ['mainnet', 'testnet', 'regtest'] as const;
export type ChainNetwork = (typeof CHAIN_NETWORKS)[number];

export interface ChainParams {
  /** Shown beside an address: the chain and, off mainnet, the network. */
  name: string;
  /**
   * How the addresses the validator takes begin, said beside the address field and when one is refused: native
   * segwit's human-readable part with its separator, then the first characters of the base58 forms' versions.
   */
  prefixes: readonly string[];
  /** Native segwit's human-readable part (bc, ltc, rltc …). */
  hrp: string;
  /** Base58check version bytes: P2PKH first, then P2SH (Litecoin keeps its old 3… P2SH form too). */
  pubKeyHash: number;
  scriptHashes: readonly number[];
  /** The extended-key versions the node's descriptors take (xpub/xprv on mainnet, tpub/tprv elsewhere). */
  bip32: { public: number; private: number };
  wif: number;
}

const MAINNET_BIP32 = { public: 0x0488b21e, private: 0x0488ade4 };
const TEST_BIP32 = { public: 0x043587cf, private: 0x04358394 };

/** The coins with a node: Bitcoin Core and Litecoin Core speak the same JSON-RPC. */
export const CHAIN_PARAMS = {
  BTC: {
    mainnet: {
      name: 'Bitcoin',
      prefixes: ['bc1', '1', '3'],
      hrp: 'bc',
      pubKeyHash: 0x00,
      scriptHashes: [0x05],
      bip32: MAINNET_BIP32,
      wif: 0x80,
    },
    testnet: {
      name: 'Bitcoin testnet',
      prefixes: ['tb1', 'm', 'n', '2'],
      hrp: 'tb',
      pubKeyHash: 0x6f,
      scriptHashes: [0xc4],
      bip32: TEST_BIP32,
      wif: 0xef,
    },
    regtest: {
      name: 'Bitcoin regtest',
      prefixes: ['bcrt1', 'm', 'n', '2'],
      hrp: 'bcrt',
      pubKeyHash: 0x6f,
      scriptHashes: [0xc4],
      bip32: TEST_BIP32,
      wif: 0xef,
    },
  },
  LTC: {
    mainnet: {
      name: 'Litecoin',
      prefixes: ['ltc1', 'L', 'M', '3'],
      hrp: 'ltc',
      pubKeyHash: 0x30,
      scriptHashes: [0x32, 0x05],
      bip32: MAINNET_BIP32,
      wif: 0xb0,
    },
    testnet: {
      name: 'Litecoin testnet',
      prefixes: ['tltc1', 'm', 'n', 'Q', '2'],
      hrp: 'tltc',
      pubKeyHash: 0x6f,
      scriptHashes: [0x3a, 0xc4],
      bip32: TEST_BIP32,
      wif: 0xef,
    },
    regtest: {
      name: 'Litecoin regtest',
      prefixes: ['rltc1', 'm', 'n', 'Q', '2'],
      hrp: 'rltc',
      pubKeyHash: 0x6f,
      scriptHashes: [0x3a, 0xc4],
      bip32: TEST_BIP32,
      wif: 0xef,
    },
  },
} as const satisfies Record<string, Record<ChainNetwork, ChainParams>>;
export type ChainAsset = keyof typeof CHAIN_PARAMS;

/** What an address of the network looks like, in the words the address field and its refusal use. */
// A type, not an interface: it is passed as a message's values, which take any object of strings.
export type AddressShape = {
  network: string;
  /** "rltc1…, m…, n…, Q…, 2…" */
  prefixes: string;
};

export const addressShapeOf = (params: ChainParams): AddressShape => ({
  network: params.name,
  prefixes: params.prefixes.map((prefix) => `${prefix}…`).join(', '),
});

export const isChainAsset = (asset: string): asset is ChainAsset => Object.hasOwn(CHAIN_PARAMS, asset);
