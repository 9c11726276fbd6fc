'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api/client';

const DEBOUNCE_MS = 400;

/**
 * The input's key once it stopped changing for a moment: one quote per pause in typing, not per keystroke. Held as the
 * key string, so the timer that finds the input unchanged sets an equal value and renders nothing.
 */
function useSettledKey(key: string | null): string | null {
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), DEBOUNCE_MS);
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

/** The last answer to the quote asked for `key` (the settled input), or the request still on its way. */
interface Asked<Q> {
  key: string;
  fetching: boolean;
  quote?: Q;
  receivedAt?: number;
  error?: ApiError;
}

/**
 * A live quote from the server for `input` (null while the inputs are not complete), asked with `fetchQuote`:
 * asked again after each pause in typing, and counted down from the moment it arrived with the seconds the server
 * gave, so a wrong clock in the browser does not matter. Plain state, not React Query: the public order pages
 * would otherwise download a query cache for this one request.
 */
export function useQuote<I, Q extends { quote: string; ttlSeconds: number }>(
  input: I | null,
  fetchQuote: (input: I) => Promise<Q>,
): QuoteState<Q> {
  const t = useTranslations('payments');
  const inputKey = input === null ? null : JSON.stringify(input);
  const key = useSettledKey(inputKey);
  const [asked, setAsked] = useState<Asked<Q>>();
  // Only the newest request may set the answer: one for an earlier input can arrive after it.
  const newest = useRef<symbol>(undefined);
  const fetcher = useRef(fetchQuote);
  useEffect(() => {
    fetcher.current = fetchQuote;
  });

  const ask = useCallback(async (): Promise<Q | undefined> => {
    if (key === null) return undefined;
    const request = Symbol(key);
    newest.current = request;
    // A refresh keeps the quote on screen until the new one arrives.
    setAsked((previous) => ({ ...(previous?.key === key ? previous : {}), key, fetching: true }));
    try {
      const quote = await fetcher.current(JSON.parse(key) as I);
      if (newest.current === request) setAsked({ key, fetching: false, quote, receivedAt: Date.now() });
      return quote;
    } catch (error) {
      if (newest.current === request) setAsked({ key, fetching: false, error: error as ApiError });
      return undefined;
    }
  }, [key]);

  useEffect(() => {
    void ask();
  }, [ask]);

  const answer = key !== null && asked?.key === key ? asked : undefined;
  const deadline = answer?.quote && answer.receivedAt !== undefined ? answer.receivedAt + answer.quote.ttlSeconds * 1000 : undefined;
  const secondsLeft = useSecondsLeft(deadline);
  const expired = Boolean(answer?.quote) && secondsLeft === 0;
  const current = answer && !answer.error && !expired ? answer.quote : undefined;
  return {
    quote: current,
    loading: (key !== null && !answer) || Boolean(answer?.fetching) || (inputKey !== null && inputKey !== key),
    error: answer?.error ?? null,
    secondsLeft,
    expired,
    refresh: ask,
    async order(send) {
      if (!current) {
        if (!expired) throw new ApiError(t('validation.quoteMissing'), 409);
        await ask();
        throw new ApiError(t('errors.quoteExpired'), 409);
      }
      try {
        return await send(current.quote);
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) void ask();
        throw error;
      }
    },
  };
}
