import type { FiatCurrency } from '@/lib/money';
import type { CashOrderErrorReason, CashOrderSide, CashOrderStatus } from '@/lib/terms/cash-orders';
import type { QrCodeDrawing } from '@/lib/qr-code';

/** A cash order as its owner reads it (decimal strings, never floats). */
export interface CashOrderView {
  id: number;
  /** A visitor's sell: its public reference (CS-…), to quote to support; null for a customer's order. */
  reference: string | null;
  side: CashOrderSide;
  status: CashOrderStatus;
  atmId: number;
  currency: FiatCurrency;
  cash: string;
  asset: string;
  crypto: string;
  fee: string;
  /** What the order holds in the customer's account: crypto and fee. */
  held: string;
  rate: string;
  expiresAt: string;
  errorReason: CashOrderErrorReason | null;
}

/**
 * /invoicewithdraw/{id} and /invoice/{id}: the order, and its code with the QR the machine scans while the machine may
 * still use it (a sell's withdrawal code, a buy's order code).
 */
export interface CashOrderPageView {
  order: CashOrderView;
  /** A visitor's sell (no account): its way back is the home page, a customer's the cash orders. */
  visitor: boolean;
  atmName: string;
  code: { code: string; qr: QrCodeDrawing } | null;
  /** A visitor's order: what to pay where (with a QR of the address while it waits for the payment), and when the code works. */
  payment?: VisitorPayment & { qr: QrCodeDrawing | null };
}

/** What a visitor's sell asks to be paid on chain. */
export interface VisitorPayment {
  address: string;
  /** Crypto + fee, in the order's asset. */
  amount: string;
  /** The code works once the payment is seen (the order is within the operator's allowance), else once confirmed. */
  unconfirmedAllowed: boolean;
  confirmations: number;
}

/** A machine the form offers: in operation, with what it does, its notes and fees, and the rate of each coin now. */
export interface CashOrderMachine {
  id: number;
  name: string;
  country: string;
  city: string;
  address: string;
  currency: FiatCurrency;
  canBuy: boolean;
  canSell: boolean;
  /** The notes it pays out and takes, in whole units of `currency`. */
  notes: number[];
  min: string;
  max: string;
  buyFeePercent: string;
  sellFeePercent: string;
  /** Fiat per whole coin now, for the coins it trades that have a price. */
  rates: Record<string, string>;
}

/** /Transactions_cash_order: the form's machines, the customer's orders and holdings of each coin (decimal strings). */
export interface CashOrdersPageView {
  machines: CashOrderMachine[];
  orders: CashOrderView[];
  holdings: Record<string, CoinHolding>;
}

/** What the customer holds of a coin: all of it (with what orders hold), and what is free to sell. */
export interface CoinHolding {
  balance: string;
  available: string;
}
