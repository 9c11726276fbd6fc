type SearchParamValue = string | string[] | undefined;

/** A search parameter as Next hands it to a page (once, repeated, or absent): its first value, or the fallback. */
export function firstValue(value: SearchParamValue): string | undefined;
export function firstValue(value: SearchParamValue, fallback: string): string;
export function firstValue(value: SearchParamValue, fallback?: string): string | undefined {
  return (Array.isArray(value) ? value[0] : value) ?? fallback;
}
