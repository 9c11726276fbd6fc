import { HDKey } from '@scure/bip32';
import { CHAIN_PARAMS } from '@/lib/chain/networks';
import { isValidAddress } from '@/lib/validation/crypto-address';
import { envFrom, PRODUCTION } from '../support/env';

const seed = new Uint8Array(32).fill(7);
const tpub = HDKey.fromMasterSeed(seed, CHAIN_PARAMS.LTC.regtest.bip32).derive("m/84'/1'/0'").publicExtendedKey;
const xpub = HDKey.fromMasterSeed(seed, CHAIN_PARAMS.LTC.mainnet.bip32).derive("m/84'/2'/0'").publicExtendedKey;

const node = (overrides: Record<string, unknown> = {}) => ({
  rpcUrl: 'http://127.0.0.1:19443',
  rpcUser: 'kryptomat',
  rpcPassword: 'secret',
  network: 'regtest',
  confirmations: 3,
  minDeposit: '0.001',
  xpub: tpub,
  ...overrides,
});
const configured = (nodes: unknown, extra: Record<string, string> = {}) => envFrom({ CHAIN_NODES: JSON.stringify(nodes), ...extra });

test('CHAIN_NODES names each coin’s node; the minimum becomes units of the coin; unset, no coin has one', () => {
  expect(envFrom().CHAIN_NODES).toEqual({});
  expect(configured({ LTC: node() }).CHAIN_NODES.LTC).toMatchObject({
    asset: 'LTC',
    network: 'regtest',
    depositWallet: 'deposits',
    hotWallet: 'hot',
    minDepositUnits: 100_000n,
  });
});

test.each([
  ['a coin without a node implementation', { ETH: node() }, /ETH: only BTC, LTC have a node/],
  ['an xpub of another network', { LTC: node({ xpub }) }, /LTC.xpub: not an extended public key of regtest/],
  ['more decimals than the coin has', { LTC: node({ minDeposit: '0.000000001' }) }, /LTC.minDeposit/],
  ['no credentials', { LTC: node({ rpcUser: undefined, rpcPassword: undefined }) }, /rpcCookieFile/],
  ['a typo in a field', { LTC: { ...node(), confirmation: 3 } }, /confirmation/],
])('refuses %s at start', (_case, nodes, message) => {
  expect(() => configured(nodes)).toThrow(message);
});

test('a deployment runs mainnet only; the local demo and the tests may run regtest', () => {
  expect(() => configured({ LTC: node() }, PRODUCTION)).toThrow(/CHAIN_NODES: LTC on regtest: a deployment runs mainnet only/);
  expect(configured({ LTC: node({ network: 'mainnet', xpub }) }, PRODUCTION).CHAIN_NODES.LTC?.network).toBe('mainnet');
  const demo = { ...PRODUCTION, EMBEDDED_DB: 'true', DATABASE_URL: 'postgres://postgres@127.0.0.1:54329/kryptomat' };
  expect(configured({ LTC: node() }, demo).CHAIN_NODES.LTC?.network).toBe('regtest');
});

test('addresses of a test network are valid only where that network is named; MWEB addresses never', () => {
  const regtest = 'rltc1qyuvh6c84klkjmu2uul4ysae54ddekt7z333gjt';
  expect(isValidAddress('LTC', regtest, 'regtest')).toBe(true);
  expect(isValidAddress('LTC', regtest)).toBe(false);
  expect(isValidAddress('LTC', regtest, 'testnet')).toBe(false);
  expect(isValidAddress('BTC', 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080', 'regtest')).toBe(true);
  expect(isValidAddress('BTC', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'testnet')).toBe(true);
  expect(isValidAddress('BTC', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBe(false);
  // Coins without a node have no test network here.
  expect(isValidAddress('ETH', '0x52908400098527886E0F7030069857D2E4169EE7', 'regtest')).toBe(false);
  const mweb = 'tmweb1qq0yq03ewm830ugmkkvrvjmyyeslcpwk8ayd7k27qx63sryy6kx3ksqm3k6jd24ld3r5dp5lzx7rm7uyxfujf8sn7v4nlxeqwrcq6k6xxwqdc6tl3';
  expect(isValidAddress('LTC', mweb, 'regtest')).toBe(false);
  expect(isValidAddress('LTC', mweb, 'testnet')).toBe(false);
});
