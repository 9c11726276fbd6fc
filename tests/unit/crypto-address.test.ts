import { sha256 } from '@noble/hashes/sha2.js';
import { coinDefinitions } from '@/lib/server/rates/coins';
import { addressFormatOf, addressFormats, isValidAddress, MAX_ADDRESS_LENGTH } from '@/lib/validation/crypto-address';

/**
 * Published addresses (protocol test vectors, documentation examples and well-known accounts) must pass;
 * the same with one character changed, testnet forms and other chains' addresses must not.
 */
const VALID: Record<string, string[]> = {
  BTC: [
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', // genesis block
    '12QeMLzSrB8XH8FvEzPMVoRxVAzTr5XM2y',
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', // P2SH, BIP 16 era example
    '3NJZLcZEEYBpxYEUGewU4knsQRn1WM5Fkt',
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', // BIP 173, upper case
    'bc1q2t63ewm3mvh0ztmnmezxm7s0tefknenxlrlwrk',
    'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', // BIP 173 P2WSH
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', // BIP 86 taproot, bech32m
  ],
  LTC: [
    'LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9',
    'LTpYZG19YmfvY2bBDYtCKpunVRw7nVgRHW',
    'MGxNPPB7eBoWPUaprtX9v9CXJZoD2465zN',
    '3NJZLcZEEYBpxYEUGewU4knsQRn1WM5Fkt',
    'ltc1qg42tkwuuxefutzxezdkdel39gfstuap288mfea',
  ],
  DOGE: ['DPpJVPpvPNP6i6tMj4rTycAGh8wReTqaSU', 'DNzLUN6MyYVS5zf4Xc2yK69V3dXs6Mxia5', 'A7JjzK9k9x5b2MkkQzqt91WZsuu7wTu6iS'],
  DASH: ['Xx4dYKgz3Zcv6kheaqog3fynaKWjbahb6b', 'XcY4WJ6Z2Q8w7vcYER1JypC8s2oa3SQ1b1'],
  ZEC: ['t1U9yhDa5XEjgfnTgZoKddeSiEN1aoLkQxq', 't3Vz22vK5z2LcKEdg16Yv4FFneEL1zg9ojd'],
  BCH: [
    'bitcoincash:qq4v32mtagxac29my6gwj6fd4tmqg8rysu23dax807',
    'qq4v32mtagxac29my6gwj6fd4tmqg8rysu23dax807',
    'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a', // CashAddr specification example
    'BITCOINCASH:QPM2QSZNHKS23Z7629MMS6S4CWEF74VCWVY22GDX6A',
    '1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu', // the same key, legacy form
  ],
  KAS: [
    'kaspa:qqj9fg59mptxkr9j0y53j5mwurcmda5mtza9n6v9pm9uj8h0wgk6uma5pvumr', // kaspad documentation
    'kaspa:qypyrhxkfd055qulcvu6zccq4qe63qajrzgf7t4u4uusveguw6zzc3grrceeuex', // ECDSA key
    'kaspa:qpq55rv39sa592frxvklh8kztvm8ntw3gje20xsdw9snqk0gwnqaqvlwewmqa',
  ],
  TRX: ['TNDzfERDpxLDS2w1q6yaFC7pzqaSQ3Bg3r', 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8'],
  XTZ: ['tz1Lhf4J9Qxoe3DZ2nfe8FGDnvVj7oKjnMY6', 'tz1PyxsQ7xVTa5J7gtBeT7pST5Zi5nk5GSjg'],
  ETH: [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', // EIP-55 test vectors
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    '0xde709f2102306220921060314715629080e2fb77', // all lower case: no checksum
    '0x52908400098527886E0F7030069857D2E4169EE7', // all upper case: no checksum
  ],
  USDT: ['0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB'],
  VET: ['0xa7E43b445cF68CAa143a884AF673121447F29EAe', '0x6d57D1697277C9Bb01A5265EC00558A639CA308A'],
  XRP: ['rG1QQv2nh2gr7RCZ1P8YYcBUKCCN633jCn', 'r3kmLJN5D28dHuH8vZNUZpMC43pEHpaocV', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh'],
  SOL: [
    '833XorXTTx5iya5B3Tr6iqEs9GbRuvVfwyLCP2vpdzhq',
    '6ZRCB7AAqGre6c72PRz3MHLC73VMYvJ8bi9KHf1HFpNk',
    '69UwBV4LPg7hHUS5JXiXyfgVnESmDKe8KJppsLj8pRU',
  ],
  ADA: [
    'addr1qxy3w62dupy9pzmpdfzxz4k240w5vawyagl5m9djqquyymrtm3grn7gpnjh7rwh2dy62hk8639lt6kzn32yxq960usnq9pexvt',
    'addr1qx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzer3n0d3vllmyqwsx5wktcd8cc3sq835lu7drv2xwl2wywfgse35a3x', // CIP-19 base address
    'addr1vx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzers66hrl8', // CIP-19 enterprise address
  ],
  XLM: ['GBBM6BKZPEHWYO3E3YKREDPQXMS4VK35YLNU7NFBRI26RAN7GI5POFBB', 'GDTYVCTAUQVPKEDZIBWEJGKBQHB4UGGXI2SXXUEW7LXMD4B7MK37CWLJ'],
  DOT: ['15FKUKXC6kwaXxJ1tXNywmFy4ZY6FoDFCnU3fMbibFdeqwGw', '1FRMM8PEiWXYax7rpS6X4XZX1aAAxSWx1CrKTyrVYhV24fg'],
  // TON Foundation (raw 0:83dfd552…), bounceable and non-bounceable.
  TON: ['EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N', 'UQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqEBI'],
  XMR: [
    '47zQ5LAivg6hNCgijXSEFVLX7mke1bgM6YGLFaANDoJbgXDymcAAZvvMNt2PmMpqEe5qRy2zyfMYXdwpmdyitiFh84xnPG2',
    '48bWuoDG75CXMDHbmPEvUF2hm1vLDic7ZJ7hqRkL65QR9p13AQAX4eEACXNk4YP115Q4KRVZnAvmMBHrcGfv9FvKPZnH6vH',
    '88WB4JKdQVhWfkc8cBT9EEJ6vejSAqKJHbV1dXBAXdpgQovtNDNRxfKCS7wB8rHQ5D5zH2Pd1YkyMNNQDie6ZfeZ311fPgn', // subaddress
    '4Gd4DLiXzBmbVX2FZZ3Cvu6fUaWACup1qDowprUCje1kSP4FmbftiJMSfV8kWZXNqmVwj4m52xqtgFNUudVmsmGkGvkLcCibWfVUfUFVB7', // integrated
  ],
  ATOM: ['cosmos1yrpwkydfz6ed873rfgggqzkua2xqfkmwcvf6ve', 'cosmos1je5wkqm45pfslvhhxdhgm03tyygwd3zpc8qp9m'],
  INJ: ['inj1cdxahanvu3ur0s9ehwqqcu9heleztf2jh4azwr'],
  TIA: ['celestia1jc92qdnty48pafummfr8ava2tjtuhfdw774w60'],
  ALGO: ['GONISIUAYDOMHM7VURRAAAP5H6OAWRRBCPXEIOZO3QI7TZKR5GTAQ7WK7Y', 'LCRDY3LYAANTVS3XRHEHWHGXRTKZYVTX55P5IA2AT5ZDJ4CWZFFZIKVHLI'],
  XEM: ['NBZMQO7ZPBYNBDUR7F75MAKA2S3DHDCIFG775N3D'],
  FIL: ['f1abjxfbp274xpdqcpuaykwkfb43omjotacm2p3za'], // Lotus documentation
  APT: ['0xaabf25b0c115130a4ad88bfa08627c5a103b7851e90869c23fadaf0512dd5133'],
  SUI: ['0xd05448f15a03f25b2816c4538b72bd54752ba7522d4831a4c9ea5a613becb47a'],
  HBAR: ['0.0.12345', '0.0.987654321'],
  NEAR: ['alice.near', 'app.alice.near', '98793cd91a3f870fb126f66285808c7e094afcfc4eda8a970f6648cdf0dbd6de'],
  EOS: ['bittrexacct1', 'binancecleos', 'eosio.token'],
};

const INVALID: Record<string, string[]> = {
  BTC: [
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', // checksum
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', // checksum
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', // version 0 with a bech32m checksum (BIP 350)
    'bc1Qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', // mixed case
    'mzBc4XEFSdzCDcTxAgf6EZXgsZWpztRhef', // testnet
    '2MxKEf2su6FGAUfCEAHreGFQvEYrfYNHvL7', // testnet P2SH
    'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', // testnet bech32
    'ltc1qg42tkwuuxefutzxezdkdel39gfstuap288mfea', // Litecoin
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  ],
  LTC: [
    'LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH8',
    'tltc1qu78xur5xnq6fjy83amy0qcjfau8m367defyhms',
    'QW2SvwjaJU8LD6GSmtm1PHnBG2xPuxwZFy',
    'bc1q2t63ewm3mvh0ztmnmezxm7s0tefknenxlrlwrk',
  ],
  DOGE: ['DPpJVPpvPNP6i6tMj4rTycAGh8wReTqaSV', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
  DASH: ['yPv7h2i8v3dJjfSH4L3x91JSJszjdbsJJA'], // testnet
  ZEC: ['t1Y9yhDa5XEjgfnTgZoKddeSiEN1aoLkQxq', 't2UNzUUx8mWBCRYPRezvA363EYXyEpHokyi'],
  BCH: [
    'bitcoincash:qq4v32mtagxac29my6gwj6fd4tmqg8rysu23dax808',
    'bchtest:qq4v32mtagxac29my6gwj6fd4tmqg8rysu23dax807',
    'bitcoincash:QQ4v32mtagxac29my6gwj6fd4tmqg8rysu23dax807',
  ],
  KAS: [
    'kaspa:qqj9fg59mptxkr9j0y53j5mwurcmda5mtza9n6v9pm9uj8h0wgk6uma5pvumq',
    'qqj9fg59mptxkr9j0y53j5mwurcmda5mtza9n6v9pm9uj8h0wgk6uma5pvumr',
  ],
  TRX: ['TNDzfERDpxLDS2w1q6yaFC7pzqaSQ3Bg3s', '27bLJCYjbH6MT8DBF9xcrK6yZnm43vx7MNQ'],
  XTZ: ['tz1Lhf4J9Qxoe3DZ2nfe8FGDnvVj7oKjnMY7', 'KT1EM2LvxxFGB3Svh9p9HCP2jEEYyHjABMbK'],
  ETH: [
    '0x02fcd51aAbB814FfFe17908fbc888A8975D839A5', // mixed case with a wrong EIP-55 checksum
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD',
    '0XD1220A0CF47C7B9BE7A2E6BA89F429762E7B9ADB',
    '0xff4d6793F584a473',
    'D1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ],
  XRP: ['rG1QQv2nh2gr7RCZ1P8YYcBUKCCN633jCN', 'DJ53hTyLBdZp2wMi5BsCS3rtEL1ioYUkva'],
  SOL: ['DPpJVPpvPNP6i6tMj4rTycAGh8wReTqaSU', '833XorXTTx5iya5B3Tr6iqEs9GbRuvVfwyLCP2vpdzh0', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
  ADA: [
    'addr1qxy3w62dupy9pzmpdfzxz4k240w5vawyagl5m9djqquyymrtm3grn7gpnjh7rwh2dy62hk8639lt6kzn32yxq960usnq9pexvu',
    'addr_test1qz2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzer3jcu5d8ps7zex2k2xt3uqxgjqnnj83ws8lhrn648jjxtwq2ytjqp',
    'stake1uyehkck0lajq8gr28t9uxnuvgcqrc6070x3k9r8048z8y5gh6ffgw',
    'Ae2tdPwUPEYzs5BRbGcoS3DXvK8mwgggmESz4HqUwMyaS9eNksZGz1LMS9v', // Byron: not accepted
  ],
  XLM: ['GBBM6BKZPEHWYO3E3YKREDPQXMS4VK35YLNU7NFBRI26RAN7GI5POFBC', 'SBBM6BKZPEHWYO3E3YKREDPQXMS4VK35YLNU7NFBRI26RAN7GI5POFBB'],
  DOT: [
    '15FKUKXC6kwaXxJ1tXNywmFy4ZY6FoDFCnU3fMbibFdeqwGx',
    '5CK8D1sKNwF473wbuBP6NuhQfPaWUetNsWUNAAzVwTfxqjfr', // generic Substrate (prefix 42)
    'CpjsLDC1JFyrhm3ftC9Gs4QoyrkHKhZKtK7YqGTRFtTafgp', // Kusama
  ],
  TON: ['EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2M', '0:83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8'],
  XMR: [
    '47zQ5LAivg6hNCgijXSEFVLX7mke1bgM6YGLFaANDoJbgXDymcAAZvvMNt2PmMpqEe5qRy2zyfMYXdwpmdyitiFh84xnPG3',
    '9uXRFi4PZMqhsnthBF6bGdfVnBSZtfKkR7Td8qPM7jUKZeTfR1tLhCoTLqYNE12xuiQg3aWGiLw83bWsqwTRLaM4Jk47xYM', // testnet
    '5BAP9qLbRseYrGneYVRaFANMajuaD4KZrf3fGWvt5cVDR1xUXm6qoFYLkgU6Vp12fs2R24r4269inAWHFEdsLnE87rGCxYK', // stagenet
  ],
  ATOM: ['cosmos1yrpwkydfz6ed873rfgggqzkua2xqfkmwcvf6vf', 'osmo1yrpwkydfz6ed873rfgggqzkua2xqfkmwc5peanm', 'cosmos1abc'],
  INJ: ['cosmos1yrpwkydfz6ed873rfgggqzkua2xqfkmwcvf6ve'],
  ALGO: ['GONISIUAYDOMHM7VURRAAAP5H6OAWRRBCPXEIOZO3QI7TZKR5GTAQ7WK7Z'],
  XEM: ['TDWTRGT6GVWCV7GRWFNI45S53PGOJBKNUF3GE6PB', 'NBZMQO7ZPBYNBDUR7F75MAKA2S3DHDCIFG775N3E'],
  FIL: ['f1abjxfbp274xpdqcpuaykwkfb43omjotacm2p3zb', 't1abjxfbp274xpdqcpuaykwkfb43omjotacm2p3za', 'f01234'],
  APT: ['0x1', 'aabf25b0c115130a4ad88bfa08627c5a103b7851e90869c23fadaf0512dd5133', '0xE37c0D48d68da5c5b14E5c1a9f1CFE802776D9FF'],
  HBAR: ['0.1.54321', '0.0.12345-vfmkw', '0.0', '0.0.-1'],
  NEAR: ['alice', 'Alice.near', 'alice..near', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
  EOS: ['Binance', 'toolongaccount1', 'abc.', 'account6'],
};

/** A published example of each coin must be accepted; coins without one are covered by the round trip below. */
describe.each(Object.entries(VALID))('%s accepts published addresses', (symbol, addresses) => {
  test.each(addresses)('%s', (address) => {
    expect(isValidAddress(symbol, address)).toBe(true);
  });
});

describe.each(Object.entries(INVALID))('%s refuses corrupted, testnet and foreign addresses', (symbol, addresses) => {
  test.each(addresses)('%s', (address) => {
    expect(isValidAddress(symbol, address)).toBe(false);
  });
});

test('surrounding spaces are ignored, empty and over-long input refused', () => {
  expect(isValidAddress('BTC', '  1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa \n')).toBe(true);
  expect(isValidAddress('BTC', '')).toBe(false);
  expect(isValidAddress('BTC', '   ')).toBe(false);
  expect(isValidAddress('SOL', '1'.repeat(MAX_ADDRESS_LENGTH + 1))).toBe(false);
});

test('injection strings are no address of any coin', () => {
  for (const symbol of Object.keys(addressFormats)) {
    for (const attack of [
      "' OR 1=1 --",
      '<script>alert(1)</script>',
      '${7*7}',
      '../../etc/passwd',
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed<b>',
    ]) {
      expect(isValidAddress(symbol, attack)).toBe(false);
    }
  }
});

test('every coin with a validator is a listed coin; only these listed coins have none', () => {
  const listed = coinDefinitions.map((coin) => coin.symbol);
  expect(Object.keys(addressFormats).filter((symbol) => !listed.includes(symbol))).toEqual([]);
  expect(listed.filter((symbol) => !addressFormatOf(symbol)).sort()).toEqual(['FLOW', 'ICP', 'RENDER', 'STX']);
  expect(isValidAddress('toString', 'anything')).toBe(false);
});

const seeds = [0, 1, 2, 3, 4].map((index) => sha256(Uint8Array.of(index)));

/** Formats with a checksum: changing any one character must break it. */
const CHECKSUMMED = [
  'BTC',
  'LTC',
  'DOGE',
  'DASH',
  'ZEC',
  'BCH',
  'KAS',
  'TRX',
  'XTZ',
  'ETH',
  'XRP',
  'ADA',
  'XLM',
  'DOT',
  'TON',
  'XMR',
  'ATOM',
  'INJ',
  'TIA',
  'ALGO',
  'XEM',
  'FIL',
];

describe.each(Object.keys(addressFormats))('%s demo deposit address', (symbol) => {
  const format = addressFormatOf(symbol)!;

  test('is valid for its own coin and differs per seed', () => {
    const addresses = seeds.map((seed) => format.demoAddress(seed));
    for (const address of addresses) expect(isValidAddress(symbol, address)).toBe(true);
    expect(new Set(addresses).size).toBe(seeds.length);
  });

  if (CHECKSUMMED.includes(symbol)) {
    test('fails its checksum with any one character changed', () => {
      const address = format.demoAddress(seeds[0]!);
      // The last characters carry the checksum in every format; a change in the body must be caught as well.
      for (const position of [address.length - 1, address.length - 5, Math.floor(address.length / 2)]) {
        const original = address[position]!;
        const replacement = original === original.toLowerCase() ? (original === 'q' ? 'p' : 'q') : original === 'Q' ? 'P' : 'Q';
        const changed = address.slice(0, position) + replacement + address.slice(position + 1);
        expect(isValidAddress(symbol, changed)).toBe(false);
      }
    });
  }
});
