import { defaultDirection, type RateSortKey, type SortDirection } from '@/lib/views/rates';
import { routePath } from '@/lib/routes';

/** The /Crypto_rates URL of a search and order, leaving defaults out so the plain page has one address. */
export function ratesHref({ query, sort, direction }: { query?: string; sort: RateSortKey; direction: SortDirection }): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (sort !== 'rank') params.set('sort', sort);
  if (direction !== defaultDirection(sort)) params.set('dir', direction);
  const search = params.toString();
  return search ? `${routePath('cryptoRates')}?${search}` : routePath('cryptoRates');
}
