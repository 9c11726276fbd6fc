import type { AddressShape } from '@/lib/chain/networks';
import type { NextStep } from '@/lib/terms/next-step';
import type { QrCodeDrawing } from '@/lib/qr-code';

/**
 * An on-chain deposit's life: seen in the mempool or a block (detected, 0 confirmations), confirming (1 to N-1), credited
 * at N (one ledger posting). A deposit below the asset's minimum is recorded as below_minimum and never credited. A
 * re-organisation before N takes a deposit back to detected; replaced when the chain spent its inputs in another
 * transaction (a double spend), which it can never confirm after (unless a later re-organisation undoes that one).
 */
export const CHAIN_DEPOSIT_STATUSES = ['detected', 'confirming', 'credited', 'below_minimum', 'replaced'] as const;
export type ChainDepositStatus = (typeof CHAIN_DEPOSIT_STATUSES)[number];

/**
 * An on-chain withdrawal's life: requested (amount + fee held; above the approval threshold it waits for the operator),
 * signed (raw transaction and txid stored before anything is broadcast), broadcast, confirmed (the hold posted), or
 * failed / refused (the hold voided).
 */
export const CHAIN_WITHDRAWAL_STATUSES = ['requested', 'signed', 'broadcast', 'confirmed', 'failed', 'refused'] as const;
export type ChainWithdrawalStatus = (typeof CHAIN_WITHDRAWAL_STATUSES)[number];

/** One deposit as the customer's list shows it; amounts are decimal strings of the asset. */
export interface ChainDepositView {
  id: number;
  asset: string;
  txid: string;
  vout: number;
  amount: string;
  fee: string | null;
  status: ChainDepositStatus;
  confirmations: number;
  required: number;
  detectedAt: string;
  creditedAt: string | null;
}

/** A coin on the deposit screen's picker: whether it has a node at all. */
export interface DepositCoinOption {
  asset: string;
  connected: boolean;
}

/** The deposit screen of one coin: its address, or why there is none. */
export type DepositTarget =
  | { state: 'ready'; address: string; qr: QrCodeDrawing }
  /** The coin has no node: "not available for this coin yet". */
  | { state: 'unsupported' }
  /** The coin has a node that does not answer now: no address is shown rather than one nobody watches. */
  | { state: 'unreachable' }
  /** The customer's verification level allows no deposits (level 0): spec §8 "not available at your level". */
  | { state: 'notAtLevel' };

export interface CryptoDepositView {
  coins: DepositCoinOption[];
  asset: string;
  network: string | null;
  target: DepositTarget;
  minDeposit: string | null;
  /** The plan's crypto_deposit rule: a percentage (basis points) and a fixed part in the asset. */
  fee: { basisPoints: number; fixed: string };
  confirmations: number | null;
  /** The deposit limit's headroom (euros), or null when deposits are not allowed at the customer's level. */
  limit: { period: string; remaining: string } | null;
  deposits: ChainDepositView[];
  /** What lifts the level to one that takes deposits, or null when the customer's level takes them. */
  nextStep: NextStep | null;
  /** Whether this server runs any node at all (false: on-chain deposits are not connected here). */
  anyNode: boolean;
}

/** A saved withdrawal address: usable from `usableAt` (a day after it was added). */
export interface WithdrawalAddressView {
  id: number;
  asset: string;
  address: string;
  label: string;
  usableAt: string;
  usable: boolean;
}

/** The spec's §4 display statuses of a withdrawal. */
export type WithdrawalDisplayStatus = 'Init' | 'Pending' | 'Process' | 'Success' | 'Failed';

/** One withdrawal as the customer's list shows it; amounts are decimal strings of the asset. */
export interface ChainWithdrawalView {
  id: number;
  asset: string;
  address: string;
  amount: string;
  fee: string;
  status: ChainWithdrawalStatus;
  display: WithdrawalDisplayStatus;
  txid: string | null;
  confirmations: number;
  required: number;
  createdAt: string;
}

/** What a withdrawal request answers. */
export interface WithdrawalReceipt {
  withdrawal: number;
  asset: string;
  amount: string;
  fee: string;
  total: string;
  display: WithdrawalDisplayStatus;
}

/**
 * What an address e-mail's cancel link finds: the address still waiting (`open`: the link may delete it), the address
 * usable already (`expired`: the link worked only during the wait; the address book removes it), the address gone
 * (`removed`: cancelled or removed before), or nothing (`unknown`: a wrong or mangled link).
 */
export type AddressCancelState =
  | { state: 'open' | 'expired' | 'cancelled'; asset: string; address: string; label: string; usableAt: string }
  | { state: 'removed'; asset: string; address: string }
  | { state: 'unknown' };

/**
 * Why the withdrawal form is not offered for a coin: no node (`unsupported`), the customer's level allows no
 * withdrawals (`notAtLevel`), or the operator blocked crypto withdrawals (`blocked`). `ready` offers it.
 */
export type WithdrawState = 'ready' | 'unsupported' | 'notAtLevel' | 'blocked';

export interface CryptoWithdrawView {
  coins: DepositCoinOption[];
  asset: string;
  network: string | null;
  /** What the address field takes, from the coin's node (null without one). */
  addressShape: AddressShape | null;
  state: WithdrawState;
  /** The customer's saved addresses of this coin, newest first. */
  addresses: WithdrawalAddressView[];
  /** How many addresses the customer saved over all coins, and the most they may. */
  saved: number;
  maxAddresses: number;
  /** A new address is confirmed by the authenticator's code (true) or by a code e-mailed on request. */
  authenticator: boolean;
  /** What the coin account holds now. */
  available: string;
  minWithdrawal: string | null;
  maxWithdrawal: string | null;
  /** The plan's crypto_withdrawal rule: a percentage (basis points) and a fixed part in the asset. */
  fee: { basisPoints: number; fixed: string };
  /** The withdrawal limit's headroom (euros) by the tightest period; null when withdrawals are not allowed at the level. */
  limit: { period: 'day' | 'month' | 'year' | 'total'; remaining: string } | null;
  withdrawals: ChainWithdrawalView[];
  /** What lifts a refusal of the level (its next step) or of the operator's block (support); null otherwise. */
  nextStep: NextStep | null;
  anyNode: boolean;
}
