import type { FiatCurrency } from '@/lib/money';
import type { AlertDirection, AlertStatus } from '@/lib/terms/alerts';

/** A price alert as the customer's lists show it. */
export interface PriceAlertView {
  id: number;
  asset: string;
  currency: FiatCurrency;
  direction: AlertDirection;
  /** Decimal string in `currency`. */
  price: string;
  repeat: boolean;
  /** Active and waiting for its crossing; false while a re-arming alert waits for the price to come back. */
  armed: boolean;
  status: AlertStatus;
  firings: number;
  lastFiredAt: string | null;
  createdAt: string;
}

/** The alerts panel: the customer's alerts and the coins one can be set on. */
export interface PriceAlertsView {
  alerts: PriceAlertView[];
  coins: { symbol: string; name: string }[];
  max: number;
}
