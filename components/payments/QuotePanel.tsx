'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { QuoteState } from './useQuote';

export interface QuoteRow {
  label: string;
  value: string;
  /** The figure the customer cares about most (what they receive). */
  main?: boolean;
}

/**
 * The live quote beside an order form: its figures and the seconds it still holds, a clear message when
 * it expired (with a button for a new one), the server's refusal (a limit, a missing price) when there is one.
 */
export function QuotePanel<Q extends { quote: string; ttlSeconds: number }>({
  state,
  rows,
}: {
  state: QuoteState<Q>;
  rows: (quote: Q) => QuoteRow[];
}) {
  const t = useTranslations('payments.quote');
  const titleId = useId();
  const { quote, loading, error, expired, secondsLeft } = state;
  const refusal = error ? (Object.values(error.fieldErrors)[0] ?? error.message) : undefined;

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      data-testid="quote"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {t('title')}
      </h2>
      <div className="mt-3 flex flex-col gap-3 text-sm">
        {refusal && (
          <p
            role="alert"
            className="rounded-md bg-red-50 px-3 py-2 text-red-800 dark:bg-red-950 dark:text-red-200"
            data-testid="quote-error"
          >
            {refusal}
          </p>
        )}
        {expired && !loading && (
          <div className="flex flex-col items-start gap-2" role="status" data-testid="quote-expired">
            <p className="text-amber-800 dark:text-amber-200">{t('expired')}</p>
            <button
              type="button"
              onClick={() => void state.refresh()}
              className="rounded-md border border-brand-700 px-3 py-1.5 font-semibold text-brand-800 hover:bg-brand-50 dark:border-brand-400 dark:text-brand-300 dark:hover:bg-slate-800"
            >
              {t('refresh')}
            </button>
          </div>
        )}
        {quote && (
          <>
            <dl className="flex flex-col gap-2">
              {rows(quote).map((row) => (
                <div key={row.label} className="flex flex-wrap items-baseline justify-between gap-x-4">
                  <dt className="text-slate-600 dark:text-slate-400">{row.label}</dt>
                  <dd className={row.main ? 'text-lg font-bold' : 'font-medium'} data-testid={row.main ? 'quote-receive' : undefined}>
                    {row.value}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="text-slate-600 dark:text-slate-400" data-testid="quote-countdown">
              {t('expiresIn', { seconds: secondsLeft })}
            </p>
          </>
        )}
        {!quote && loading && (
          <p role="status" className="text-slate-600 dark:text-slate-400">
            {t('loading')}
          </p>
        )}
        {!quote && !loading && !refusal && !expired && <p className="text-slate-600 dark:text-slate-400">{t('empty')}</p>}
      </div>
    </section>
  );
}
