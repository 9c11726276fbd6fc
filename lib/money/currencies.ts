/** The fiat currencies customers hold and pay in. */
export const FIAT_CURRENCIES = ['EUR', 'CZK'] as const;
export type FiatCurrency = (typeof FIAT_CURRENCIES)[number];

/** EUR and CZK both count in hundredths. */
export const FIAT_SCALE = 2;

export const isFiatCurrency = (code: string): code is FiatCurrency => (FIAT_CURRENCIES as readonly string[]).includes(code);

/**
 * Decimals of each listed crypto asset's smallest unit on its chain (satoshi 8, wei 18, lamport 9 ...): the ledger
 * counts every asset in these units, so a balance is exact whatever a customer sends. Orders may accept fewer
 * decimals (the coin list's `decimals`); never more.
 */
export const CRYPTO_SCALES: Readonly<Record<string, number>> = {
  BTC: 8,
  ETH: 18,
  USDT: 6,
  XRP: 6,
  BNB: 18,
  SOL: 9,
  USDC: 6,
  DOGE: 8,
  TRX: 6,
  ADA: 6,
  LINK: 18,
  AVAX: 18,
  XLM: 7,
  BCH: 8,
  TON: 9,
  SUI: 9,
  HBAR: 8,
  LTC: 8,
  DOT: 10,
  SHIB: 18,
  XMR: 12,
  UNI: 18,
  DAI: 18,
  PEPE: 18,
  AAVE: 18,
  NEAR: 24,
  APT: 8,
  ICP: 8,
  ETC: 18,
  POL: 18,
  ARB: 18,
  OP: 18,
  VET: 18,
  ATOM: 6,
  FIL: 18,
  ALGO: 6,
  RENDER: 18,
  INJ: 18,
  STX: 6,
  IMX: 18,
  GRT: 18,
  TIA: 6,
  XTZ: 6,
  EOS: 4,
  SAND: 18,
  MANA: 18,
  AXS: 18,
  THETA: 18,
  FLOW: 8,
  CHZ: 18,
  ZEC: 8,
  DASH: 8,
  XEM: 6,
  KAS: 8,
  MKR: 18,
  CRV: 18,
};

/** The scale of any asset the ledger counts: a fiat currency or a listed crypto asset. */
export function scaleOf(asset: string): number {
  if (isFiatCurrency(asset)) return FIAT_SCALE;
  const scale = CRYPTO_SCALES[asset];
  if (scale === undefined) throw new Error(`unknown asset ${asset}`);
  return scale;
}
