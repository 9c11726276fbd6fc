import type { FiatCurrency } from '@/lib/money';
import type { CashOrderErrorReason, CashOrderSide, CashOrderStatus } from '@/lib/terms/cash-orders';
import type { QrCodeDrawing } from './auth';

/** A cash order as its owner reads it (decimal strings, never floats). */
export interface CashOrderView {
  id: number;
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
  atmName: string;
  code: { code: string; qr: QrCodeDrawing } | null;
}
