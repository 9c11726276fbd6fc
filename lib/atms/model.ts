import type { FiatCurrency } from '@/lib/money';
import { routePath } from '@/lib/routes';

/** What the ATM map, its list and the details page show of one machine (coordinates as numbers for the map). */
export type AtmStatus = 'In operation' | 'In Maintenance';
export type AtmCountry = 'CZ' | 'SK' | 'GR';

export interface AtmListing {
  id: number;
  descriptionId: string;
  name: string;
  country: AtmCountry;
  city: string;
  address: string;
  latitude: number;
  longitude: number;
  status: AtmStatus;
  canBuy: boolean;
  canSell: boolean;
  coins: string[];
  /** schema.org notation, e.g. "Mo-Fr 08:00-20:00; Sa 09:00-14:00". */
  openingHours: string;
}

export interface AtmDetails extends AtmListing {
  currency: FiatCurrency;
  /** Decimal strings, e.g. "5.50". */
  buyFeePercent: string;
  sellFeePercent: string;
  /** Per-transaction limits in minor units of `currency`. */
  minAmountMinor: number;
  maxAmountMinor: number;
}

/** The details page of a machine, by its readable id: the canonical address of every details route. */
export const atmDetailsPath = (atm: Pick<AtmListing, 'descriptionId'>) =>
  routePath('atmDetails', { id: encodeURIComponent(atm.descriptionId) });
