import { routePath } from '@/lib/routes';
import type { PortfolioView } from './accounts';
import type { HistoryEntryView, HistoryScopeRule } from './history';

/** A news item not read yet, as the dashboard lists it. */
export interface UnreadNewsItem {
  id: number;
  title: string;
  summary: string;
  /** ISO 8601. */
  created_datetime: string;
}

/**
 * The spec's record tables on the dashboard, each the customer's latest entries of one kind: current stakes are the
 * stakes made (what entered the earning account), staking records every stake, unstake and reward on it.
 */
export const DASHBOARD_RECORDS = [
  { id: 'internalWithdrawals', scope: { kinds: ['transfer'], direction: 'out' }, href: `${routePath('transactions')}?kind=transfer` },
  { id: 'externalDeposits', scope: { kinds: ['bank-deposit'] }, href: `${routePath('transactions')}?kind=bank-deposit` },
  { id: 'internalDeposits', scope: { kinds: ['transfer'], direction: 'in' }, href: `${routePath('transactions')}?kind=transfer` },
  { id: 'vouchers', scope: { kinds: ['voucher'] }, href: `${routePath('transactions')}?kind=voucher` },
  { id: 'cashRecords', scope: { accountKinds: ['cash'] }, href: routePath('cashOrder') },
  { id: 'currentStakes', scope: { kinds: ['stake'], accountKinds: ['staked'] }, href: routePath('earningStaking') },
  { id: 'stakingRecords', scope: { accountKinds: ['staked'] }, href: routePath('cryptoEarning') },
  { id: 'exchangeRecords', scope: { kinds: ['exchange', 'conversion'] }, href: routePath('cryptoExchange') },
] as const satisfies readonly { id: string; scope: HistoryScopeRule; href: string }[];
export type DashboardRecordId = (typeof DASHBOARD_RECORDS)[number]['id'];

/**
 * A new customer's first steps, in the order they are taken, each with the page that does it: e-mail and phone
 * confirmed, the profile completed (level 1), identity documents approved (level 2), money in, and the authenticator on.
 */
export const ONBOARDING_STEPS = [
  { id: 'contacts', href: routePath('editProfile') },
  { id: 'profile', href: routePath('editProfile') },
  { id: 'identity', href: routePath('kyc') },
  { id: 'deposit', href: routePath('cryptoDeposit') },
  { id: 'twoFactor', href: routePath('twoSecurity') },
] as const satisfies readonly { id: string; href: string }[];
export type OnboardingStepId = (typeof ONBOARDING_STEPS)[number]['id'];

export interface OnboardingStep {
  id: OnboardingStepId;
  done: boolean;
  href: string;
}

/** A record table's line: a resting order's hold is one line, its amount on the held account, `heldForOrder`. */
export type DashboardEntryView = HistoryEntryView & { heldForOrder: boolean };

export interface DashboardView {
  fullName: string;
  portfolio: PortfolioView;
  /** The portfolio's value at each day's end, oldest first, in the display currency. */
  history: { day: string; value: string }[];
  /** The customer's coins, then the provider's own (BTC, LTC) and the market's largest, with their 24 h change. */
  rates: { symbol: string; name: string; price: string; change24hPercent: string }[];
  news: UnreadNewsItem[];
  records: { id: DashboardRecordId; entries: DashboardEntryView[] }[];
  /** The first steps, each ticked from the account's state; null once every one is done. */
  checklist: OnboardingStep[] | null;
}
