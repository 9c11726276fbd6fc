import type { FiatCurrency } from '@/lib/money';
import type { CashOrderSide, CashOrderStatus } from '@/lib/terms/cash-orders';
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
  errorReason: 'expired' | 'canceled' | null;
}

/** /invoicewithdraw/{id}: the order, and its withdrawal code with the QR the machine scans while it can be redeemed. */
export interface CashWithdrawPageView {
  order: CashOrderView;
  atmName: string;
  withdrawal: { code: string; qr: QrCodeDrawing } | null;
}
