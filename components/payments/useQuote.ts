'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api/client';

const DEBOUNCE_MS = 400;

/** The value once it stopped changing for a moment: one quote per pause in typing, not per keystroke. */
function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as T), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return settled;
}

/** Whole seconds left until `deadline`, ticking while there is one. */
function useSecondsLeft(deadline: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === undefined) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === undefined ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
}

export interface QuoteState<Q> {
  /** The current quote while it holds; undefined while loading, after expiry or on a refusal. */
  quote: Q | undefined;
  loading: boolean;
  error: ApiError | null;
  secondsLeft: number;
  expired: boolean;
  refresh: () => Promise<Q | undefined>;
  /**
   * Places an order with the current quote's token. Without a current quote, or when the server found it
   * expired or outdated, a new quote is fetched and the order refused with the reason, so the customer
   * confirms the figures they will actually get.
   */
  order: <R>(send: (quoteToken: string) => Promise<R>) => Promise<R>;
}

/**
 * A live quote from the server for `input` (null while the inputs are not complete), asked with `fetchQuote`
 * (`name` tells the quotes of two forms apart in the cache): asked again after each pause in typing, and counted
 * down from the moment it arrived with the seconds the server gave, so a wrong clock in the browser does not matter.
 */
export function useQuote<I, Q extends { quote: string; ttlSeconds: number }>(
  name: string,
  input: I | null,
  fetchQuote: (input: I) => Promise<Q>,
): QuoteState<Q> {
  const t = useTranslations('payments');
  const settled = useSettled(input);
  const query = useQuery({
    queryKey: ['quote', name, settled],
    queryFn: () => fetchQuote(settled as I),
    enabled: settled !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const deadline = query.data ? query.dataUpdatedAt + query.data.ttlSeconds * 1000 : undefined;
  const secondsLeft = useSecondsLeft(deadline);
  const expired = Boolean(query.data) && secondsLeft === 0;
  const current = settled !== null && !query.isError && !expired ? query.data : undefined;
  const refresh = async () => (await query.refetch()).data;
  return {
    quote: current,
    loading: query.isFetching || (input !== null && JSON.stringify(input) !== JSON.stringify(settled)),
    error: settled !== null && query.isError ? (query.error as ApiError) : null,
    secondsLeft,
    expired: settled !== null && expired,
    refresh,
    async order(send) {
      if (!current) {
        if (!expired) throw new ApiError(t('validation.quoteMissing'), 409);
        await refresh();
        throw new ApiError(t('errors.quoteExpired'), 409);
      }
      try {
        return await send(current.quote);
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) void refresh();
        throw error;
      }
    },
  };
}
