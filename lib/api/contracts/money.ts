import { z } from 'zod';
import { statementQuerySchema } from '@/lib/validation/statements';
import { beneficiarySchema, payoutSchema } from '@/lib/validation/bank';
import { idParams } from '@/lib/validation/params';
import { ownTransferQuoteSchema, ownTransferSchema, userTransferSchema } from '@/lib/validation/transfers';
import { voucherRedeemSchema } from '@/lib/validation/vouchers';
import type { BeneficiaryView, PayoutReceipt } from '@/lib/views/bank';
import type { OwnTransferQuote, OwnTransferReceipt, TransferPreview, TransferReceipt } from '@/lib/views/transfers';
import type { VoucherRedemption } from '@/lib/views/vouchers';
import { decimal, fiatCurrency, instant } from './common';
import { defineContract, envelope, file } from './contract';

const beneficiaryAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  iban: z.string(),
  bic: z.string(),
  currency: fiatCurrency,
}) satisfies z.ZodType<BeneficiaryView>;

const payoutReceiptAnswer = z.object({
  payout: z.number().int(),
  transaction: z.number().int(),
  currency: fiatCurrency,
  amount: decimal,
  fee: decimal,
  total: decimal,
  status: z.literal('pending'),
}) satisfies z.ZodType<PayoutReceipt>;

const transferPreviewAnswer = z.object({
  recipient: z.object({ name: z.string(), identifier: z.string() }),
  currency: fiatCurrency,
  amount: decimal,
  fee: decimal,
  feeRule: z.object({ percent: decimal, fixed: decimal }),
  total: decimal,
  available: decimal,
  availableAfter: decimal,
  sufficient: z.boolean(),
  limit: z.object({ period: z.enum(['day', 'month', 'year', 'total']), remaining: decimal }).nullable(),
}) satisfies z.ZodType<TransferPreview>;

const ownTransferSide = z.object({ key: z.string(), asset: z.string(), amount: decimal });

const ownTransferQuoteAnswer = z.object({
  quote: z.string(),
  from: ownTransferSide,
  to: ownTransferSide,
  fee: decimal,
  rate: decimal,
  expiresAt: instant,
}) satisfies z.ZodType<OwnTransferQuote>;

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
  answer: envelope(transferPreviewAnswer),
});

export const userTransfer = defineContract({
  method: 'POST',
  path: '/api/user/v1/transfers/users',
  summary: 'Sends money to another customer',
  idempotencyKey: true,
  body: userTransferSchema,
  answer: envelope(transferPreviewAnswer.extend({ transaction: z.number().int() }) satisfies z.ZodType<TransferReceipt>),
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
  answer: envelope(
    ownTransferQuoteAnswer.extend({
      transaction: z.number().int(),
      balances: z.object({ from: decimal, to: decimal }),
    }) satisfies z.ZodType<OwnTransferReceipt>,
  ),
});

export const voucherRedeem = defineContract({
  method: 'POST',
  path: '/api/user/v1/vouchers/redeem',
  summary: "Credits a gift voucher to the customer's account",
  idempotencyKey: true,
  body: voucherRedeemSchema,
  answer: envelope(
    z.object({
      transaction: z.number().int(),
      amount: decimal,
      currency: fiatCurrency,
      balance: decimal,
    }) satisfies z.ZodType<VoucherRedemption>,
  ),
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
