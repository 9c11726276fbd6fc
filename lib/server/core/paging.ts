import 'server-only';
import { firstValue } from '@/lib/search-params';

type SearchParams = Record<string, string | string[] | undefined>;

/** The 1-based page a list's URL asks for (`?page=`); anything else is the first page. */
export function pageOf(params: SearchParams): number {
  const text = firstValue(params.page);
  return text && /^[1-9]\d{0,5}$/.test(text) ? Number(text) : 1;
}

/** One page of `size` from rows read with `limit(size + 1)`: the extra row only says that a next page exists. */
export function paged<R, T>(rows: R[], page: number, size: number, toItem: (row: R) => T) {
  return { page, hasPrevious: page > 1, hasNext: rows.length > size, items: rows.slice(0, size).map(toItem) };
}
