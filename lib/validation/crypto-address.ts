import { blake2b } from '@noble/hashes/blake2.js';
import { sha256, sha512_256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { base32nopad, base58, base58xmr, base58xrp, base64, base64url, bech32, bech32m, createBase58check } from '@scure/base';
import { CHAIN_PARAMS, isChainAsset, type ChainNetwork, type ChainParams } from '@/lib/chain/networks';

/**
 * Mainnet address formats of the coins the site lets customers receive or send, checked the same way in
 * the browser (instant feedback) and in the handlers (the rule that counts). Every format verifies its
 * checksum where the chain defines one; testnet forms (tb1, m/n/2, tltc1, TON's test flag, SS58 42, …)
 * are refused unless the caller names the network its node runs (`addressFormatOf(symbol, network)`, for the
 * coins with a node: lib/chain/networks.ts; tests and the demo run regtest). A coin missing here has no validator
 * and must not be offered as a destination.
 *
 * `demoAddress` builds a valid address of the format from 32 seed bytes: the demo's deposit addresses.
 */
export interface AddressFormat {
  /** The chain the coin is received on, shown beside the address field (tokens live on several chains). */
  network: string;
  validate(address: string): boolean;
  demoAddress(seed: Uint8Array): string;
}

/** Longer input is not an address of any listed coin; bounding it also bounds the base58 decoders' work. */
export const MAX_ADDRESS_LENGTH = 120;

const base58check = createBase58check(sha256);
const doubleSha256 = (data: Uint8Array) => sha256(sha256(data));

const concat = (...parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((byte, index) => bytes[index] === byte);
const equalBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, index) => byte === b[index]);

/** Decoders throw on any malformed input; for a validator that only means "not this format". */
function attempt(check: () => boolean): boolean {
  try {
    return check();
  } catch {
    return false;
  }
}

/** CRC-16/XMODEM (polynomial 0x1021, initial 0), the checksum of Stellar and TON addresses. */
function crc16(data: Uint8Array): number {
  let crc = 0;
  for (const byte of data) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** Base58check with one of the chain's version prefixes (one to three bytes) and a fixed payload length. */
function base58Check(network: string, versions: readonly (readonly number[])[], payloadLength = 20): AddressFormat {
  return {
    network,
    validate: (address) =>
      attempt(() => {
        const bytes = base58check.decode(address);
        return versions.some((version) => bytes.length === version.length + payloadLength && startsWith(bytes, version));
      }),
    demoAddress: (seed) => base58check.encode(concat(Uint8Array.from(versions[0]!), seed.slice(0, payloadLength))),
  };
}

/**
 * Native segwit (BIP 173 / BIP 350): version 0 in bech32 with a 20 or 32 byte program, versions 1 to 16
 * (taproot is 1) in bech32m with 2 to 40 bytes.
 */
function segwit(hrp: string): (address: string) => boolean {
  return (address) =>
    attempt(() => {
      const decoded = bech32.decodeUnsafe(address) ?? bech32m.decode(address);
      if (decoded.prefix !== hrp) return false;
      const [version, ...programWords] = decoded.words;
      const program = bech32.fromWords(programWords);
      const isBech32 = Boolean(bech32.decodeUnsafe(address));
      if (version === 0) return isBech32 && (program.length === 20 || program.length === 32);
      return version !== undefined && version <= 16 && !isBech32 && program.length >= 2 && program.length <= 40;
    });
}

const segwitV0 = (hrp: string, seed: Uint8Array) => bech32.encode(hrp, [0, ...bech32.toWords(seed.slice(0, 20))]);

/**
 * Bitcoin-family coins: legacy base58check plus native segwit. MWEB addresses (ltcmweb1…, tmweb1…) have a prefix of
 * their own and are refused: the node's wallet cannot watch them.
 */
function bitcoinLike({ name, hrp, pubKeyHash, scriptHashes }: ChainParams): AddressFormat {
  const legacy = base58Check(name, [[pubKeyHash], ...scriptHashes.map((version) => [version])]);
  const isSegwit = segwit(hrp);
  return {
    network: name,
    validate: (address) => isSegwit(address) || legacy.validate(address),
    demoAddress: (seed) => segwitV0(hrp, seed),
  };
}

// CashAddr (Bitcoin Cash, reused by Kaspa): the bech32 alphabet with a 40-bit BCH checksum over the prefix.
const CASHADDR_ALPHABET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const CASHADDR_GENERATORS = [0x98f2bc8e61n, 0x79b76d99e2n, 0xf33e5fb3c4n, 0xae2eabe2a8n, 0x1e4f43e470n];

function cashAddrPolymod(values: readonly number[]): bigint {
  let checksum = 1n;
  for (const value of values) {
    const top = checksum >> 35n;
    checksum = ((checksum & 0x07ffffffffn) << 5n) ^ BigInt(value);
    CASHADDR_GENERATORS.forEach((generator, bit) => {
      if ((top >> BigInt(bit)) & 1n) checksum ^= generator;
    });
  }
  return checksum ^ 1n;
}

const cashAddrPrefixWords = (prefix: string) => [...prefix].map((char) => char.charCodeAt(0) & 31).concat(0);

/** The payload bytes (version byte first) of a CashAddr with this prefix, or undefined. */
function decodeCashAddr(address: string, prefix: string, prefixOptional: boolean): Uint8Array | undefined {
  const lowered = address.toLowerCase();
  if (address !== lowered && address !== address.toUpperCase()) return undefined;
  const separator = lowered.indexOf(':');
  if (separator === -1 && !prefixOptional) return undefined;
  if (separator !== -1 && lowered.slice(0, separator) !== prefix) return undefined;
  const words = [...lowered.slice(separator + 1)].map((char) => CASHADDR_ALPHABET.indexOf(char));
  if (words.length < 9 || words.includes(-1)) return undefined;
  if (cashAddrPolymod([...cashAddrPrefixWords(prefix), ...words]) !== 0n) return undefined;
  return bech32.fromWordsUnsafe(words.slice(0, -8)) || undefined;
}

function encodeCashAddr(prefix: string, payload: Uint8Array): string {
  const words = bech32.toWords(payload);
  const checksum = cashAddrPolymod([...cashAddrPrefixWords(prefix), ...words, 0, 0, 0, 0, 0, 0, 0, 0]);
  const checksumWords = Array.from({ length: 8 }, (_, index) => Number((checksum >> BigInt(5 * (7 - index))) & 31n));
  return `${prefix}:${[...words, ...checksumWords].map((word) => CASHADDR_ALPHABET[word]).join('')}`;
}

/** Bitcoin Cash: CashAddr (prefix optional) with a 160-bit P2PKH (version 0) or P2SH (version 8) hash, or legacy 1…/3…. */
const bitcoinCash: AddressFormat = {
  network: 'Bitcoin Cash',
  validate: (address) => {
    const payload = decodeCashAddr(address, 'bitcoincash', true);
    if (payload) return payload.length === 21 && (payload[0] === 0x00 || payload[0] === 0x08);
    return base58Check('Bitcoin Cash', [[0x00], [0x05]]).validate(address);
  },
  demoAddress: (seed) => encodeCashAddr('bitcoincash', concat(Uint8Array.of(0x00), seed.slice(0, 20))),
};

/** Kaspa: `kaspa:` CashAddr with a Schnorr key (version 0, 32 bytes), an ECDSA key (1, 33 bytes) or a script hash (8, 32 bytes). */
const kaspa: AddressFormat = {
  network: 'Kaspa',
  validate: (address) => {
    const payload = decodeCashAddr(address, 'kaspa', false);
    if (!payload) return false;
    const expected: Record<number, number> = { 0: 33, 1: 34, 8: 33 };
    return expected[payload[0]!] === payload.length;
  },
  demoAddress: (seed) => encodeCashAddr('kaspa', concat(Uint8Array.of(0x00), seed.slice(0, 32))),
};

/** EIP-55: a hex digit is upper case exactly when the matching nibble of keccak256(lower-case hex) is 8 or more. */
function eip55(hexDigits: string): string {
  const lower = hexDigits.toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  return [...lower].map((char, index) => (parseInt(hash[index]!, 16) >= 8 ? char.toUpperCase() : char)).join('');
}

/** 0x and 40 hex digits; all lower or all upper case carries no checksum, mixed case must be EIP-55. */
function evm(network: string): AddressFormat {
  return {
    network,
    validate: (address) => {
      const match = /^0x([0-9a-fA-F]{40})$/.exec(address);
      if (!match) return false;
      const digits = match[1]!;
      return digits === digits.toLowerCase() || digits === digits.toUpperCase() || eip55(digits) === digits;
    },
    demoAddress: (seed) => `0x${eip55(bytesToHex(seed.slice(0, 20)))}`,
  };
}

/** XRP Ledger classic address: base58 in Ripple's alphabet, account id 0x00 + 20 bytes + double-SHA-256 checksum. */
const xrp: AddressFormat = {
  network: 'XRP Ledger',
  validate: (address) =>
    attempt(() => {
      const bytes = base58xrp.decode(address);
      return bytes.length === 25 && bytes[0] === 0x00 && equalBytes(bytes.slice(21), doubleSha256(bytes.slice(0, 21)).slice(0, 4));
    }),
  demoAddress: (seed) => {
    const body = concat(Uint8Array.of(0x00), seed.slice(0, 20));
    return base58xrp.encode(concat(body, doubleSha256(body).slice(0, 4)));
  },
};

/** Solana: a 32-byte public key in base58 (no checksum exists). */
const solana: AddressFormat = {
  network: 'Solana',
  validate: (address) => attempt(() => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address) && base58.decode(address).length === 32),
  demoAddress: (seed) => base58.encode(seed.slice(0, 32)),
};

/**
 * Cardano Shelley payment address (CIP-19) in bech32 `addr`: the header's low nibble is the network (1 =
 * mainnet), its high nibble the type: 0-3 base addresses (57 bytes), 6-7 enterprise addresses (29 bytes).
 * Byron (Ae2…, DdzFF…), pointer and stake addresses are refused.
 */
const cardano: AddressFormat = {
  network: 'Cardano',
  validate: (address) =>
    attempt(() => {
      const { prefix, bytes } = bech32.decodeToBytes(address, 120);
      const header = bytes[0]!;
      if (prefix !== 'addr' || (header & 0x0f) !== 1) return false;
      const type = header >> 4;
      return (type <= 3 && bytes.length === 57) || ((type === 6 || type === 7) && bytes.length === 29);
    }),
  demoAddress: (seed) => bech32.encode('addr', bech32.toWords(concat(Uint8Array.of(0x61), seed.slice(0, 28))), 120),
};

/** Stellar account (strkey G…): version 6 << 3, 32-byte key, CRC-16 little endian, base32. Muxed M… refused. */
const stellar: AddressFormat = {
  network: 'Stellar',
  validate: (address) =>
    attempt(() => {
      if (!/^G[A-Z2-7]{55}$/.test(address)) return false;
      const bytes = base32nopad.decode(address);
      const crc = crc16(bytes.slice(0, 33));
      return bytes.length === 35 && bytes[0] === 0x30 && bytes[33] === (crc & 0xff) && bytes[34] === crc >> 8;
    }),
  demoAddress: (seed) => {
    const body = concat(Uint8Array.of(0x30), seed.slice(0, 32));
    const crc = crc16(body);
    return base32nopad.encode(concat(body, Uint8Array.of(crc & 0xff, crc >> 8)));
  },
};

const SS58_CONTEXT = utf8ToBytes('SS58PRE');
const ss58Checksum = (body: Uint8Array) => blake2b(concat(SS58_CONTEXT, body), { dkLen: 64 }).slice(0, 2);

/** Polkadot: SS58 with network prefix 0 (addresses start with 1), 32-byte key and a BLAKE2b-512 checksum. */
const polkadot: AddressFormat = {
  network: 'Polkadot',
  validate: (address) =>
    attempt(() => {
      const bytes = base58.decode(address);
      return bytes.length === 35 && bytes[0] === 0 && equalBytes(bytes.slice(33), ss58Checksum(bytes.slice(0, 33)));
    }),
  demoAddress: (seed) => {
    const body = concat(Uint8Array.of(0), seed.slice(0, 32));
    return base58.encode(concat(body, ss58Checksum(body)));
  },
};

/**
 * TON user-friendly address: 48 characters of base64 (url-safe or not) holding a flag (0x11 bounceable,
 * 0x51 non-bounceable; the testnet bit 0x80 is refused), the workchain (0 or -1), the 32-byte account
 * and a CRC-16 big endian. The raw form (0:…) carries no checksum and is refused.
 */
const ton: AddressFormat = {
  network: 'TON',
  validate: (address) =>
    attempt(() => {
      if (!/^[A-Za-z0-9_+/-]{48}$/.test(address)) return false;
      const bytes = /[-_]/.test(address) ? base64url.decode(address) : base64.decode(address);
      const crc = crc16(bytes.slice(0, 34));
      return (
        bytes.length === 36 &&
        (bytes[0] === 0x11 || bytes[0] === 0x51) &&
        (bytes[1] === 0x00 || bytes[1] === 0xff) &&
        bytes[34] === crc >> 8 &&
        bytes[35] === (crc & 0xff)
      );
    }),
  demoAddress: (seed) => {
    const body = concat(Uint8Array.of(0x11, 0x00), seed.slice(0, 32));
    const crc = crc16(body);
    return base64url.encode(concat(body, Uint8Array.of(crc >> 8, crc & 0xff)));
  },
};

/**
 * Monero: its block base58 with a varint network tag (18 standard, 42 subaddress: 69 bytes; 19 integrated:
 * 77 bytes), two 32-byte keys and a Keccak-256 checksum.
 */
const monero: AddressFormat = {
  network: 'Monero',
  validate: (address) =>
    attempt(() => {
      if (address.length !== 95 && address.length !== 106) return false;
      const bytes = base58xmr.decode(address);
      const lengthByTag: Record<number, number> = { 18: 69, 42: 69, 19: 77 };
      const body = bytes.slice(0, -4);
      return lengthByTag[bytes[0]!] === bytes.length && equalBytes(bytes.slice(-4), keccak_256(body).slice(0, 4));
    }),
  demoAddress: (seed) => {
    const body = concat(Uint8Array.of(18), seed.slice(0, 32), sha256(seed));
    return base58xmr.encode(concat(body, keccak_256(body).slice(0, 4)));
  },
};

/** Cosmos SDK chains: bech32 with the chain's prefix and a 20-byte account (32 for module and interchain accounts). */
function cosmos(network: string, hrp: string): AddressFormat {
  return {
    network,
    validate: (address) =>
      attempt(() => {
        const { prefix, bytes } = bech32.decodeToBytes(address);
        return prefix === hrp && (bytes.length === 20 || bytes.length === 32);
      }),
    demoAddress: (seed) => bech32.encode(hrp, bech32.toWords(seed.slice(0, 20))),
  };
}

/** Algorand: base32 of the 32-byte key and the last 4 bytes of its SHA-512/256. */
const algorand: AddressFormat = {
  network: 'Algorand',
  validate: (address) =>
    attempt(() => {
      if (!/^[A-Z2-7]{58}$/.test(address)) return false;
      const bytes = base32nopad.decode(address);
      return bytes.length === 36 && equalBytes(bytes.slice(32), sha512_256(bytes.slice(0, 32)).slice(-4));
    }),
  demoAddress: (seed) => base32nopad.encode(concat(seed.slice(0, 32), sha512_256(seed.slice(0, 32)).slice(-4))),
};

/** NEM (NIS1) mainnet: base32 of 0x68, the 20-byte account and a Keccak-256 checksum; starts with N. */
const nem: AddressFormat = {
  network: 'NEM',
  validate: (address) =>
    attempt(() => {
      const compact = address.replace(/-/g, '');
      if (!/^N[A-Z2-7]{39}$/.test(compact)) return false;
      const bytes = base32nopad.decode(compact);
      return bytes.length === 25 && bytes[0] === 0x68 && equalBytes(bytes.slice(21), keccak_256(bytes.slice(0, 21)).slice(0, 4));
    }),
  demoAddress: (seed) => {
    const body = concat(Uint8Array.of(0x68), seed.slice(0, 20));
    return base32nopad.encode(concat(body, keccak_256(body).slice(0, 4)));
  },
};

/** Filecoin robust addresses: f1 (secp256k1, 20 bytes) or f3 (BLS, 48 bytes), base32 with a BLAKE2b-32 checksum. ID (f0) and delegated (f4) refused. */
const filecoinChecksum = (protocol: number, payload: Uint8Array) => blake2b(concat(Uint8Array.of(protocol), payload), { dkLen: 4 });
const filecoin: AddressFormat = {
  network: 'Filecoin',
  validate: (address) =>
    attempt(() => {
      const match = /^f([13])([a-z2-7]+)$/.exec(address);
      if (!match) return false;
      const protocol = Number(match[1]);
      const bytes = base32nopad.decode(match[2]!.toUpperCase());
      const payload = bytes.slice(0, -4);
      return payload.length === (protocol === 1 ? 20 : 48) && equalBytes(bytes.slice(-4), filecoinChecksum(protocol, payload));
    }),
  demoAddress: (seed) => {
    const payload = seed.slice(0, 20);
    return `f1${base32nopad.encode(concat(payload, filecoinChecksum(1, payload))).toLowerCase()}`;
  },
};

/** Account models without a checksum, checked by their documented shape. */
function pattern(network: string, shape: RegExp, demoAddress: (seed: Uint8Array) => string): AddressFormat {
  return { network, validate: (address) => shape.test(address), demoAddress };
}

const EOS_NAME_CHARS = 'abcdefghijklmnopqrstuvwxyz12345';
const hex64 = (seed: Uint8Array) => bytesToHex(seed.slice(0, 32));

/** Every coin with a validator, keyed by its symbol in lib/server/rates/coins.ts. */
export const addressFormats: Readonly<Record<string, AddressFormat>> = {
  BTC: bitcoinLike(CHAIN_PARAMS.BTC.mainnet),
  LTC: bitcoinLike(CHAIN_PARAMS.LTC.mainnet),
  DOGE: base58Check('Dogecoin', [[0x1e], [0x16]]),
  DASH: base58Check('Dash', [[0x4c], [0x10]]),
  ZEC: base58Check('Zcash (transparent)', [
    [0x1c, 0xb8],
    [0x1c, 0xbd],
  ]),
  BCH: bitcoinCash,
  KAS: kaspa,
  TRX: base58Check('TRON', [[0x41]]),
  XTZ: base58Check('Tezos', [
    [0x06, 0xa1, 0x9f],
    [0x06, 0xa1, 0xa1],
    [0x06, 0xa1, 0xa4],
  ]),
  ETH: evm('Ethereum'),
  USDT: evm('Ethereum (ERC-20)'),
  USDC: evm('Ethereum (ERC-20)'),
  DAI: evm('Ethereum (ERC-20)'),
  LINK: evm('Ethereum (ERC-20)'),
  SHIB: evm('Ethereum (ERC-20)'),
  UNI: evm('Ethereum (ERC-20)'),
  PEPE: evm('Ethereum (ERC-20)'),
  AAVE: evm('Ethereum (ERC-20)'),
  IMX: evm('Ethereum (ERC-20)'),
  GRT: evm('Ethereum (ERC-20)'),
  SAND: evm('Ethereum (ERC-20)'),
  MANA: evm('Ethereum (ERC-20)'),
  AXS: evm('Ethereum (ERC-20)'),
  CHZ: evm('Ethereum (ERC-20)'),
  MKR: evm('Ethereum (ERC-20)'),
  CRV: evm('Ethereum (ERC-20)'),
  BNB: evm('BNB Smart Chain (BEP-20)'),
  AVAX: evm('Avalanche C-Chain'),
  POL: evm('Polygon PoS'),
  ARB: evm('Arbitrum One'),
  OP: evm('OP Mainnet'),
  ETC: evm('Ethereum Classic'),
  VET: evm('VeChainThor'),
  THETA: evm('Theta'),
  XRP: xrp,
  SOL: solana,
  ADA: cardano,
  XLM: stellar,
  DOT: polkadot,
  TON: ton,
  XMR: monero,
  ATOM: cosmos('Cosmos Hub', 'cosmos'),
  INJ: cosmos('Injective', 'inj'),
  TIA: cosmos('Celestia', 'celestia'),
  ALGO: algorand,
  XEM: nem,
  FIL: filecoin,
  APT: pattern('Aptos', /^0x[0-9a-fA-F]{64}$/, (seed) => `0x${hex64(seed)}`),
  SUI: pattern('Sui', /^0x[0-9a-fA-F]{64}$/, (seed) => `0x${hex64(seed)}`),
  /** Shard 0, realm 0 (the only ones on mainnet), without the optional HIP-15 checksum suffix. */
  HBAR: pattern(
    'Hedera',
    /^0\.0\.[1-9]\d{0,18}$/,
    (seed) => `0.0.${(((seed[0]! << 16) | (seed[1]! << 8) | seed[2]!) + 1_000_000).toString()}`,
  ),
  /** Implicit accounts (64 lower-case hex) or named top-level .near accounts (2 to 64 characters). */
  NEAR: pattern('NEAR', /^(?:[0-9a-f]{64}|(?=.{2,64}$)(?:[a-z\d]+[-_])*[a-z\d]+(?:\.(?:[a-z\d]+[-_])*[a-z\d]+)*\.near)$/, hex64),
  /** Account names: 1 to 12 of a-z, 1-5 and dots, not ending with a dot. */
  EOS: pattern('EOS', /^[a-z1-5][a-z1-5.]{0,10}[a-z1-5]$|^[a-z1-5]$/, (seed) =>
    Array.from(seed.slice(0, 12), (byte) => EOS_NAME_CHARS[byte % 31]).join(''),
  ),
};

/** The format of `symbol` on `network`: off mainnet only the coins with a node have one. */
export function addressFormatOf(symbol: string, network: ChainNetwork = 'mainnet'): AddressFormat | undefined {
  if (network !== 'mainnet') return isChainAsset(symbol) ? bitcoinLike(CHAIN_PARAMS[symbol][network]) : undefined;
  return Object.hasOwn(addressFormats, symbol) ? addressFormats[symbol] : undefined;
}

/** Whether `address` (surrounding spaces ignored) is a valid address to receive `symbol` on `network` (mainnet unless named). */
export function isValidAddress(symbol: string, address: string, network: ChainNetwork = 'mainnet'): boolean {
  const format = addressFormatOf(symbol, network);
  const trimmed = address.trim();
  return Boolean(format) && trimmed.length > 0 && trimmed.length <= MAX_ADDRESS_LENGTH && format!.validate(trimmed);
}
