import { foldForSearch } from '@/lib/content/search';
import type { AtmListing } from './model';
import { firstValue } from '@/lib/search-params';

/**
 * Search and filters of the ATM map, shared by the server (the list rendered from the URL, which works
 * without JavaScript) and the browser (instant filtering while typing), so both always agree.
 */
export type StatusFilter = 'all' | 'operation' | 'maintenance';

export interface AtmFilters {
  query: string;
  status: StatusFilter;
  buy: boolean;
  sell: boolean;
}

export const NO_FILTERS: AtmFilters = { query: '', status: 'all', buy: false, sell: false };

const MAX_QUERY_LENGTH = 100;
type SearchParams = Record<string, string | string[] | undefined>;

/** The filters in a URL's query (?q=&status=&buy=1&sell=1); anything unknown falls back to "no filter". */
export function parseAtmFilters(params: SearchParams): AtmFilters {
  const status = firstValue(params.status);
  return {
    query: (firstValue(params.q) ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    status: status === 'operation' || status === 'maintenance' ? status : 'all',
    buy: firstValue(params.buy) === '1',
    sell: firstValue(params.sell) === '1',
  };
}

/** The query string of these filters, defaults left out so an unfiltered map is plain /Bitcoin_ATMs. */
export function atmFiltersQuery(filters: AtmFilters): string {
  const params = new URLSearchParams();
  if (filters.query.trim()) params.set('q', filters.query.trim());
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.buy) params.set('buy', '1');
  if (filters.sell) params.set('sell', '1');
  return params.toString();
}

function matches(atm: AtmListing, filters: AtmFilters, words: string[]): boolean {
  if (filters.status === 'operation' && atm.status !== 'In operation') return false;
  if (filters.status === 'maintenance' && atm.status !== 'In Maintenance') return false;
  if (filters.buy && !atm.canBuy) return false;
  if (filters.sell && !atm.canSell) return false;
  if (words.length === 0) return true;
  const haystack = foldForSearch(`${atm.name} ${atm.city} ${atm.address}`);
  return words.every((word) => haystack.includes(word));
}

/** The machines matching every filter; each word of the query must appear in the name, city or address. */
export function filterAtms<T extends AtmListing>(list: readonly T[], filters: AtmFilters): T[] {
  const words = foldForSearch(filters.query)
    .split(/[\s,]+/)
    .filter(Boolean);
  return list.filter((atm) => matches(atm, filters, words));
}

/** Entries listed before "Show all": a long list costs a phone hydration time and pushes the map far down. */
export const LIST_PREVIEW_SIZE = 12;

/** How many of `results` the list shows: all, or the preview, stretched to include a machine picked on the map. */
export function listedCount(results: readonly AtmListing[], showAll: boolean, selectedId: number | null): number {
  if (showAll) return results.length;
  return Math.min(results.length, Math.max(LIST_PREVIEW_SIZE, results.findIndex((atm) => atm.id === selectedId) + 1));
}
