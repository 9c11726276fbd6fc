import { useTranslations } from 'next-intl';
import { useEffect, useRef, type ReactNode } from 'react';
import { listedCount } from '@/lib/atms/filter';
import type { AtmListing } from '@/lib/atms/model';
import { AtmSummary } from './AtmSummary';

interface AtmListProps {
  atms: AtmListing[];
  showAll: boolean;
  /** Where "Show all" leads without JavaScript: this page with the same filters and all=1. */
  showAllHref: string;
  /** Entries the server rendered (those listed at first); the others are rendered here when revealed. */
  summaries: Record<number, ReactNode>;
  countLabel: string;
  filtered: boolean;
  selectedId: number | null;
  /** Set once the page is interactive: only then can the map show a machine. */
  onShowOnMap?: (id: number) => void;
  onClear: () => void;
  /** Set once the page is interactive; until then "Show all" is a link the server answers. */
  onShowAll?: () => void;
}

export function AtmList({
  atms,
  showAll,
  showAllHref,
  summaries,
  countLabel,
  filtered,
  selectedId,
  onShowOnMap,
  onClear,
  onShowAll,
}: AtmListProps) {
  const t = useTranslations('atms');
  const selectedRef = useRef<HTMLLIElement>(null);
  const shown = listedCount(atms, showAll, selectedId);
  const firstHidden = atms[shown];

  // A marker picked on the map brings its entry into view beside it.
  useEffect(() => {
    selectedRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [selectedId]);

  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="atm-results" tabIndex={-1} aria-live="polite" className="text-lg font-semibold outline-none" data-testid="atm-count">
          {countLabel}
        </h2>
        <a href="#atm-map" className="text-sm font-semibold text-brand-700 underline lg:hidden dark:text-brand-300">
          {t('jumpToMap')}
        </a>
      </div>
      {atms.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 p-6 text-center dark:border-slate-700">
          <p className="text-slate-700 dark:text-slate-300">{t('noResults')}</p>
          {filtered && (
            <a
              href="?"
              onClick={(event) => {
                event.preventDefault();
                onClear();
              }}
              className="mt-3 inline-block font-semibold text-brand-700 underline dark:text-brand-300"
            >
              {t('clear')}
            </a>
          )}
        </div>
      ) : (
        <ul className="flex flex-col gap-3 lg:max-h-[70vh] lg:overflow-y-auto lg:pr-1" data-testid="atm-list">
          {atms.slice(0, shown).map((atm) => {
            const selected = atm.id === selectedId;
            return (
              <li
                key={atm.id}
                ref={selected ? selectedRef : undefined}
                data-testid="atm-item"
                data-selected={selected || undefined}
                className={`rounded-lg border bg-white p-4 dark:bg-slate-900 ${
                  selected ? 'border-brand-600 ring-2 ring-brand-500/40' : 'border-slate-200 dark:border-slate-800'
                }`}
              >
                <article aria-labelledby={`atm-${atm.id}`} className="flex flex-col gap-2">
                  {summaries[atm.id] ?? <AtmSummary atm={atm} Heading="h3" headingId={`atm-${atm.id}`} />}
                  {onShowOnMap && (
                    <button
                      type="button"
                      onClick={() => onShowOnMap(atm.id)}
                      aria-describedby={`atm-${atm.id}`}
                      className="self-start text-sm font-semibold text-brand-700 underline hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200"
                    >
                      {t('showOnMap')}
                    </button>
                  )}
                </article>
              </li>
            );
          })}
        </ul>
      )}
      {firstHidden && (
        <a
          href={showAllHref}
          onClick={(event) => {
            if (!onShowAll) return;
            event.preventDefault();
            onShowAll();
            // The link goes away: the reader continues at the first entry it revealed.
            requestAnimationFrame(() => document.querySelector<HTMLElement>(`#atm-${firstHidden.id} a`)?.focus());
          }}
          className="self-start rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          {t('showAll')} ({atms.length})
        </a>
      )}
    </>
  );
}
