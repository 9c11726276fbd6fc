import type { ProductStatus, StakeStatus, StakeType } from '@/lib/terms/earning';

/** A staking product as the earning pages show it: amounts are decimals of its asset, the rate a percentage. */
export interface EarningProductView {
  id: number;
  asset: string;
  type: StakeType;
  durationDays: number | null;
  /** Annual, e.g. "5.25". */
  ratePercent: string;
  minAmount: string;
  maxAmount: string;
  rewardAsset: string;
  status: ProductStatus;
  /** Fixed: the day a stake made today unlocks (YYYY-MM-DD, UTC). */
  unlocksOn: string | null;
}

export interface StakeView {
  id: number;
  productId: number;
  asset: string;
  type: StakeType;
  amount: string;
  ratePercent: string;
  /** Rewards credited so far, net of the fee. */
  accrued: string;
  startDay: string;
  maturityDay: string | null;
  status: StakeStatus;
}

/** What a stake posted: the stake and the earning account's balance after it. */
export interface StakeReceipt {
  stake: StakeView;
  transaction: number;
  balance: string;
}

export interface EarningPageView {
  products: EarningProductView[];
  stakes: StakeView[];
  /** Each offered asset's available balance, what a stake can take. */
  available: Record<string, string>;
}
