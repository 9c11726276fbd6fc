import { z } from 'zod';
import { stakeSchema } from '@/lib/validation/earning';
import { statementQuerySchema } from '@/lib/validation/statements';
import { beneficiarySchema, payoutSchema } from '@/lib/validation/bank';
import { withdrawalAddressCancelSchema, withdrawalAddressSchema, withdrawalLabelSchema, withdrawalSchema } from '@/lib/validation/chain';
import { idParams } from '@/lib/validation/params';
import { ownTransferQuoteSchema, ownTransferSchema, userTransferSchema } from '@/lib/validation/transfers';
import { voucherRedeemSchema } from '@/lib/validation/vouchers';
import { STAKE_STATUSES, STAKE_TYPES } from '@/lib/terms/earning';
import { decimal, fiatCurrency, instant } from './common';
import { defineContract, envelope, file } from './contract';

export const beneficiaryAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Grouped by four. */
  iban: z.string(),
  bic: z.string(),
  currency: fiatCurrency,
});

/** A payout asked for: held until the operator sends it. */
export const payoutReceiptAnswer = z.object({
  payout: z.number().int(),
  transaction: z.number().int(),
  currency: fiatCurrency,
  amount: decimal,
  fee: decimal,
  total: decimal,
  status: z.literal('pending'),
});

/** A transfer to another customer as the confirmation screen shows it. */
export const transferPreviewAnswer = z.object({
  /** The name to check before confirming, and what the sender typed. */
  recipient: z.object({ name: z.string(), identifier: z.string() }),
  currency: fiatCurrency,
  amount: decimal,
  fee: decimal,
  /** The sender's plan's rule: a percentage and a fixed part. */
  feeRule: z.object({ percent: decimal, fixed: decimal }),
  /** Amount plus fee: what leaves the sender's account. */
  total: decimal,
  /** The sender's available balance before the transfer, and what would remain after it. */
  available: decimal,
  availableAfter: decimal,
  /** Whether the available balance covers the total. */
  sufficient: z.boolean(),
  /** What the sender's level still allows (EUR, before this transfer) in its tightest period; null without limits. */
  limit: z.object({ period: z.enum(['day', 'month', 'year', 'total']), remaining: decimal }).nullable(),
});

/**
 * The preview with its signed quote: confirming with it (for TRANSFER_QUOTE_SECONDS) charges the fee shown and pays the
 * customer named.
 */
export const transferQuoteAnswer = transferPreviewAnswer.extend({ quote: z.string() });

export const transferReceiptAnswer = transferPreviewAnswer.extend({
  /** The journal transaction. */
  transaction: z.number().int(),
});

const ownTransferSide = z.object({ key: z.string(), asset: z.string(), amount: decimal });

/** A quoted transfer between own accounts: good until `expiresAt`, spent once. Amounts in each account's asset. */
export const ownTransferQuoteAnswer = z.object({
  quote: z.string(),
  from: ownTransferSide,
  to: ownTransferSide,
  /** In the source asset, part of from.amount. */
  fee: decimal,
  /** Target units per source unit; "1" within one asset. */
  rate: decimal,
  expiresAt: instant,
});

export const ownTransferReceiptAnswer = ownTransferQuoteAnswer.extend({
  transaction: z.number().int(),
  /** What the two accounts hold after the transfer. */
  balances: z.object({ from: decimal, to: decimal }),
});

/** A gift voucher credited to the customer's account. */
export const voucherRedemptionAnswer = z.object({
  transaction: z.number().int(),
  amount: decimal,
  currency: fiatCurrency,
  /** The credit account's balance after it. */
  balance: decimal,
});

export const beneficiaryAdd = defineContract({
  method: 'POST',
  path: '/api/user/v1/bank/beneficiaries',
  summary: 'Saves a bank account to pay out to (IBAN and BIC checked), at most 20',
  body: beneficiarySchema,
  answer: envelope(beneficiaryAnswer),
});

export const beneficiaryDelete = defineContract({
  method: 'POST',
  path: '/api/user/v1/bank/beneficiaries/{id}/delete',
  summary: "Deletes one of the customer's beneficiaries (another customer's id: 404)",
  params: idParams,
  answer: envelope(z.object({ deleted: z.number().int() })),
});

export const payout = defineContract({
  method: 'POST',
  path: '/api/user/v1/bank/payouts',
  summary: 'Asks for a payout to a saved beneficiary: the funds are held until the operator sends it',
  idempotencyKey: true,
  body: payoutSchema,
  answer: envelope(payoutReceiptAnswer),
});

export const userTransferPreview = defineContract({
  method: 'POST',
  path: '/api/user/v1/transfers/users/preview',
  summary: "A transfer to another customer's figures: recipient's name, fee, total, available balance",
  body: userTransferSchema,
  answer: envelope(transferQuoteAnswer),
});

export const userTransfer = defineContract({
  method: 'POST',
  path: '/api/user/v1/transfers/users',
  summary: 'Sends money to another customer',
  idempotencyKey: true,
  body: userTransferSchema,
  answer: envelope(transferReceiptAnswer),
});

export const ownTransferQuote = defineContract({
  method: 'POST',
  path: '/api/user/v1/transfers/own/quote',
  summary: "Prices a transfer between two of the customer's own accounts; the quote holds 30 seconds and is spent once",
  body: ownTransferQuoteSchema,
  answer: envelope(ownTransferQuoteAnswer),
});

export const ownTransfer = defineContract({
  method: 'POST',
  path: '/api/user/v1/transfers/own',
  summary: 'Carries out a quoted transfer between own accounts',
  idempotencyKey: true,
  body: ownTransferSchema,
  answer: envelope(ownTransferReceiptAnswer),
});

export const voucherRedeem = defineContract({
  method: 'POST',
  path: '/api/user/v1/vouchers/redeem',
  summary: "Credits a gift voucher to the customer's account",
  idempotencyKey: true,
  body: voucherRedeemSchema,
  answer: envelope(voucherRedemptionAnswer),
});

export const statement = defineContract({
  method: 'GET',
  path: '/api/user/v1/statements/{format}',
  summary: 'An account statement for a period, as CSV or PDF (a download link: no client token)',
  clientToken: false,
  params: z.object({ format: z.enum(['csv', 'pdf'], { error: 'validation.invalid' }) }),
  query: statementQuerySchema,
  answer: file(['text/csv', 'application/pdf'], 'The statement, as an attachment'),
});

const withdrawalAddressAnswer = z.object({
  id: z.number().int(),
  asset: z.string(),
  address: z.string(),
  label: z.string(),
  /** From then on it can be withdrawn to (24 hours after it was added). */
  usableAt: instant,
  usable: z.boolean(),
});

export const withdrawalAddressCode = defineContract({
  method: 'POST',
  path: '/api/user/v1/chain/withdrawal-addresses/code',
  summary: 'E-mails the code that confirms a new withdrawal address (customers without an authenticator)',
  answer: envelope(z.object({ sent: z.boolean(), resendSeconds: z.number().int() })),
});

export const withdrawalAddressAdd = defineContract({
  method: 'POST',
  path: '/api/user/v1/chain/withdrawal-addresses',
  summary: 'Saves a withdrawal address (checked for the coin’s network, confirmed by a code); usable 24 hours later',
  body: withdrawalAddressSchema,
  answer: envelope(withdrawalAddressAnswer),
});

export const withdrawalAddressLabel = defineContract({
  method: 'POST',
  path: '/api/user/v1/chain/withdrawal-addresses/{id}/label',
  summary: 'Renames one of the customer’s withdrawal addresses',
  params: idParams,
  body: withdrawalLabelSchema,
  answer: envelope(withdrawalAddressAnswer),
});

export const withdrawalAddressDelete = defineContract({
  method: 'POST',
  path: '/api/user/v1/chain/withdrawal-addresses/{id}/delete',
  summary: 'Deletes one of the customer’s withdrawal addresses (another customer’s id: 404)',
  params: idParams,
  answer: envelope(z.object({ deleted: z.number().int() })),
});

const addressCancelAnswer = z.discriminatedUnion('state', [
  z.object({
    state: z.enum(['open', 'expired', 'cancelled']),
    asset: z.string(),
    address: z.string(),
    label: z.string(),
    usableAt: instant,
  }),
  z.object({ state: z.literal('removed'), asset: z.string(), address: z.string() }),
  z.object({ state: z.literal('unknown') }),
]);

export const withdrawalAddressCancel = defineContract({
  method: 'POST',
  path: '/api/public/v1/withdrawal-address-cancel',
  summary:
    'The "new withdrawal address" e-mail’s cancel link: deletes the address while it still waits; no session (the token is the proof), 200 with the state either way',
  auth: 'none',
  body: withdrawalAddressCancelSchema,
  answer: envelope(addressCancelAnswer),
});

export const chainWithdrawal = defineContract({
  method: 'POST',
  path: '/api/user/v1/chain/withdrawals',
  summary: 'Withdraws coins to a saved address whose 24 hours are over: amount and fee are held until it is confirmed',
  idempotencyKey: true,
  body: withdrawalSchema,
  answer: envelope(
    z.object({
      withdrawal: z.number().int(),
      asset: z.string(),
      amount: decimal,
      fee: decimal,
      total: decimal,
      display: z.enum(['Init', 'Pending', 'Process', 'Success', 'Failed']),
    }),
  ),
});

/** A stake as the earning pages show it: amounts in its asset, the annual rate as a percentage, days in UTC. */
export const stakeAnswer = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  asset: z.string(),
  type: z.enum(STAKE_TYPES),
  amount: decimal,
  ratePercent: decimal,
  /** Rewards credited so far, net of the fee. */
  accrued: decimal,
  startDay: z.iso.date(),
  /** Fixed: the day it unlocks and is paid back. */
  maturityDay: z.iso.date().nullable(),
  status: z.enum(STAKE_STATUSES),
});

export const stakeReceiptAnswer = z.object({
  stake: stakeAnswer,
  transaction: z.number().int(),
  /** Staking: the earning account's balance after it; unstaking: the available account's. */
  balance: decimal,
});

export const earningStake = defineContract({
  method: 'POST',
  path: '/api/user/v1/earning/stakes',
  summary: "Stakes an amount in a staking product: it moves from the customer's crypto account to their earning account",
  idempotencyKey: true,
  body: stakeSchema,
  answer: envelope(stakeReceiptAnswer),
});

export const earningUnstake = defineContract({
  method: 'POST',
  path: '/api/user/v1/earning/stakes/{id}/unstake',
  summary: 'Unstakes a flexible stake: principal and rewards come back at once (a fixed stake is refused with the day it unlocks)',
  idempotencyKey: true,
  params: idParams,
  answer: envelope(stakeReceiptAnswer),
});
