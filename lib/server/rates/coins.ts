/**
 * The cryptocurrencies the site lists (spec: more than 50). `referenceEur` and `supply` anchor the
 * simulated price feed; a real feed replaces the prices but keeps this list as the set we quote.
 */
export interface CoinDefinition {
  symbol: string;
  name: string;
  decimals: number;
  referenceEur: string;
  supply: number;
  /** The coin's id at CoinGecko (its symbols are not unique there), for the market-data adapter. */
  coingeckoId: string;
}

export const coinDefinitions: readonly CoinDefinition[] = [
  { symbol: 'BTC', name: 'Bitcoin', decimals: 8, referenceEur: '82500', supply: 19_950_000, coingeckoId: 'bitcoin' },
  { symbol: 'ETH', name: 'Ethereum', decimals: 8, referenceEur: '3050', supply: 120_700_000, coingeckoId: 'ethereum' },
  { symbol: 'USDT', name: 'Tether', decimals: 6, referenceEur: '0.92', supply: 165_000_000_000, coingeckoId: 'tether' },
  { symbol: 'XRP', name: 'XRP', decimals: 6, referenceEur: '2.15', supply: 59_000_000_000, coingeckoId: 'ripple' },
  { symbol: 'BNB', name: 'BNB', decimals: 8, referenceEur: '610', supply: 140_000_000, coingeckoId: 'binancecoin' },
  { symbol: 'SOL', name: 'Solana', decimals: 8, referenceEur: '152', supply: 520_000_000, coingeckoId: 'solana' },
  { symbol: 'USDC', name: 'USD Coin', decimals: 6, referenceEur: '0.92', supply: 72_000_000_000, coingeckoId: 'usd-coin' },
  { symbol: 'DOGE', name: 'Dogecoin', decimals: 8, referenceEur: '0.18', supply: 149_000_000_000, coingeckoId: 'dogecoin' },
  { symbol: 'TRX', name: 'TRON', decimals: 6, referenceEur: '0.24', supply: 94_700_000_000, coingeckoId: 'tron' },
  { symbol: 'ADA', name: 'Cardano', decimals: 6, referenceEur: '0.62', supply: 36_000_000_000, coingeckoId: 'cardano' },
  { symbol: 'LINK', name: 'Chainlink', decimals: 8, referenceEur: '14.2', supply: 680_000_000, coingeckoId: 'chainlink' },
  { symbol: 'AVAX', name: 'Avalanche', decimals: 8, referenceEur: '21.5', supply: 422_000_000, coingeckoId: 'avalanche-2' },
  { symbol: 'XLM', name: 'Stellar', decimals: 7, referenceEur: '0.26', supply: 31_300_000_000, coingeckoId: 'stellar' },
  { symbol: 'BCH', name: 'Bitcoin Cash', decimals: 8, referenceEur: '420', supply: 19_900_000, coingeckoId: 'bitcoin-cash' },
  { symbol: 'TON', name: 'Toncoin', decimals: 8, referenceEur: '3.1', supply: 2_560_000_000, coingeckoId: 'the-open-network' },
  { symbol: 'SUI', name: 'Sui', decimals: 8, referenceEur: '2.9', supply: 3_450_000_000, coingeckoId: 'sui' },
  { symbol: 'HBAR', name: 'Hedera', decimals: 8, referenceEur: '0.17', supply: 42_300_000_000, coingeckoId: 'hedera-hashgraph' },
  { symbol: 'LTC', name: 'Litecoin', decimals: 8, referenceEur: '88', supply: 76_200_000, coingeckoId: 'litecoin' },
  { symbol: 'DOT', name: 'Polkadot', decimals: 8, referenceEur: '3.9', supply: 1_600_000_000, coingeckoId: 'polkadot' },
  { symbol: 'SHIB', name: 'Shiba Inu', decimals: 8, referenceEur: '0.0000125', supply: 589_000_000_000_000, coingeckoId: 'shiba-inu' },
  { symbol: 'XMR', name: 'Monero', decimals: 8, referenceEur: '285', supply: 18_450_000, coingeckoId: 'monero' },
  { symbol: 'UNI', name: 'Uniswap', decimals: 8, referenceEur: '7.4', supply: 630_000_000, coingeckoId: 'uniswap' },
  { symbol: 'DAI', name: 'Dai', decimals: 8, referenceEur: '0.92', supply: 5_300_000_000, coingeckoId: 'dai' },
  { symbol: 'PEPE', name: 'Pepe', decimals: 8, referenceEur: '0.0000095', supply: 420_690_000_000_000, coingeckoId: 'pepe' },
  { symbol: 'AAVE', name: 'Aave', decimals: 8, referenceEur: '235', supply: 15_200_000, coingeckoId: 'aave' },
  { symbol: 'NEAR', name: 'NEAR Protocol', decimals: 8, referenceEur: '2.45', supply: 1_240_000_000, coingeckoId: 'near' },
  { symbol: 'APT', name: 'Aptos', decimals: 8, referenceEur: '4.6', supply: 640_000_000, coingeckoId: 'aptos' },
  { symbol: 'ICP', name: 'Internet Computer', decimals: 8, referenceEur: '4.9', supply: 540_000_000, coingeckoId: 'internet-computer' },
  { symbol: 'ETC', name: 'Ethereum Classic', decimals: 8, referenceEur: '17.6', supply: 152_000_000, coingeckoId: 'ethereum-classic' },
  { symbol: 'POL', name: 'Polygon', decimals: 8, referenceEur: '0.21', supply: 10_500_000_000, coingeckoId: 'polygon-ecosystem-token' },
  { symbol: 'ARB', name: 'Arbitrum', decimals: 8, referenceEur: '0.36', supply: 5_300_000_000, coingeckoId: 'arbitrum' },
  { symbol: 'OP', name: 'Optimism', decimals: 8, referenceEur: '0.68', supply: 1_700_000_000, coingeckoId: 'optimism' },
  { symbol: 'VET', name: 'VeChain', decimals: 8, referenceEur: '0.024', supply: 86_000_000_000, coingeckoId: 'vechain' },
  { symbol: 'ATOM', name: 'Cosmos', decimals: 6, referenceEur: '4.2', supply: 470_000_000, coingeckoId: 'cosmos' },
  { symbol: 'FIL', name: 'Filecoin', decimals: 8, referenceEur: '2.4', supply: 680_000_000, coingeckoId: 'filecoin' },
  { symbol: 'ALGO', name: 'Algorand', decimals: 6, referenceEur: '0.2', supply: 8_700_000_000, coingeckoId: 'algorand' },
  { symbol: 'RENDER', name: 'Render', decimals: 8, referenceEur: '3.4', supply: 518_000_000, coingeckoId: 'render-token' },
  { symbol: 'INJ', name: 'Injective', decimals: 8, referenceEur: '11.8', supply: 97_000_000, coingeckoId: 'injective-protocol' },
  { symbol: 'STX', name: 'Stacks', decimals: 6, referenceEur: '0.7', supply: 1_520_000_000, coingeckoId: 'blockstack' },
  { symbol: 'IMX', name: 'Immutable', decimals: 8, referenceEur: '0.52', supply: 1_850_000_000, coingeckoId: 'immutable-x' },
  { symbol: 'GRT', name: 'The Graph', decimals: 8, referenceEur: '0.09', supply: 10_100_000_000, coingeckoId: 'the-graph' },
  { symbol: 'TIA', name: 'Celestia', decimals: 6, referenceEur: '2.3', supply: 700_000_000, coingeckoId: 'celestia' },
  { symbol: 'XTZ', name: 'Tezos', decimals: 6, referenceEur: '0.62', supply: 1_040_000_000, coingeckoId: 'tezos' },
  { symbol: 'EOS', name: 'EOS', decimals: 4, referenceEur: '0.55', supply: 1_550_000_000, coingeckoId: 'eos' },
  { symbol: 'SAND', name: 'The Sandbox', decimals: 8, referenceEur: '0.26', supply: 2_450_000_000, coingeckoId: 'the-sandbox' },
  { symbol: 'MANA', name: 'Decentraland', decimals: 8, referenceEur: '0.28', supply: 1_970_000_000, coingeckoId: 'decentraland' },
  { symbol: 'AXS', name: 'Axie Infinity', decimals: 8, referenceEur: '2.3', supply: 160_000_000, coingeckoId: 'axie-infinity' },
  { symbol: 'THETA', name: 'Theta Network', decimals: 8, referenceEur: '0.72', supply: 1_000_000_000, coingeckoId: 'theta-token' },
  { symbol: 'FLOW', name: 'Flow', decimals: 8, referenceEur: '0.36', supply: 1_600_000_000, coingeckoId: 'flow' },
  { symbol: 'CHZ', name: 'Chiliz', decimals: 8, referenceEur: '0.038', supply: 9_300_000_000, coingeckoId: 'chiliz' },
  { symbol: 'ZEC', name: 'Zcash', decimals: 8, referenceEur: '46', supply: 16_200_000, coingeckoId: 'zcash' },
  { symbol: 'DASH', name: 'Dash', decimals: 8, referenceEur: '21', supply: 12_300_000, coingeckoId: 'dash' },
  { symbol: 'XEM', name: 'NEM', decimals: 6, referenceEur: '0.014', supply: 9_000_000_000, coingeckoId: 'nem' },
  { symbol: 'KAS', name: 'Kaspa', decimals: 8, referenceEur: '0.078', supply: 26_300_000_000, coingeckoId: 'kaspa' },
  { symbol: 'MKR', name: 'Maker', decimals: 8, referenceEur: '1350', supply: 880_000, coingeckoId: 'maker' },
  { symbol: 'CRV', name: 'Curve DAO', decimals: 8, referenceEur: '0.62', supply: 1_300_000_000, coingeckoId: 'curve-dao-token' },
];
