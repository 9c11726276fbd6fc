'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { TextField } from '@/components/ui/TextField';
import { atmFiltersQuery, filterAtms, NO_FILTERS, type AtmFilters, type StatusFilter } from '@/lib/atms/filter';
import type { MapClientConfig } from '@/lib/atms/map-styles';
import type { AtmListing } from '@/lib/atms/model';
import { AtmList } from './AtmList';
import { AtmMapPanel } from './AtmMapPanel';

interface AtmFinderProps {
  atms: AtmListing[];
  /** Each machine's entry, rendered on the server, by id. */
  summaries: Record<number, ReactNode>;
  /**
   * "N ATMs found" for the URL's filters, from the server: the first ICU plural the browser formats costs it
   * a long task (Intl's locale data), which the first render then does not pay.
   */
  initialCountLabel: string;
  initialFilters: AtmFilters;
  initialShowAll: boolean;
  initialSelectedId: number | null;
  map: MapClientConfig;
}

const STATUS_OPTIONS: { value: StatusFilter; label: 'statusAll' | 'statusOperation' | 'statusMaintenance' }[] = [
  { value: 'all', label: 'statusAll' },
  { value: 'operation', label: 'statusOperation' },
  { value: 'maintenance', label: 'statusMaintenance' },
];

/**
 * Search, filters, list and map of the ATM page. The server renders it with the URL's filters, and the form
 * submits as a plain GET, so it all works before (or without) JavaScript; once hydrated, every change
 * filters at once and the URL follows, so a filtered map can still be shared.
 */
export function AtmFinder({ atms, summaries, initialCountLabel, initialFilters, initialShowAll, initialSelectedId, map }: AtmFinderProps) {
  const t = useTranslations('atms');
  const [filters, setFilters] = useState(initialFilters);
  const [selectedId, setSelectedId] = useState(initialSelectedId);
  const [showAll, setShowAll] = useState(initialShowAll);
  const [hydrated, setHydrated] = useState(false);
  const deferredFilters = useDeferredValue(filters);
  const results = useMemo(() => filterAtms(atms, deferredFilters), [atms, deferredFilters]);

  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (!hydrated) return;
    const query = atmFiltersQuery(deferredFilters);
    window.history.replaceState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
  }, [deferredFilters, hydrated]);

  const update = useCallback((change: Partial<AtmFilters>) => setFilters((current) => ({ ...current, ...change })), []);
  // Below the list on phones: bring the map up to the machine the visitor asked for.
  const showOnMap = useCallback((id: number) => {
    setSelectedId(id);
    document.getElementById('atm-map')?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);

  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section aria-labelledby="atm-results" className="flex min-w-0 flex-col gap-4">
        <form
          role="search"
          method="get"
          onSubmit={(event) => {
            event.preventDefault();
            document.getElementById('atm-results')?.focus();
          }}
          className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
        >
          <TextField
            label={t('searchLabel')}
            type="search"
            name="q"
            value={filters.query}
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
            onChange={(event) => update({ query: event.target.value })}
          />
          <div className="flex flex-wrap gap-x-6 gap-y-3">
            <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <legend className="mb-1 text-sm font-medium">{t('statusLegend')}</legend>
              {STATUS_OPTIONS.map((option) => (
                <label key={option.value} className="flex items-center gap-1.5 text-sm">
                  <input
                    type="radio"
                    name="status"
                    value={option.value}
                    checked={filters.status === option.value}
                    onChange={() => update({ status: option.value })}
                    className="accent-brand-700"
                  />
                  {t(option.label)}
                </label>
              ))}
            </fieldset>
            <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <legend className="mb-1 text-sm font-medium">{t('servicesLegend')}</legend>
              {(['buy', 'sell'] as const).map((service) => (
                <label key={service} className="flex items-center gap-1.5 text-sm">
                  <input
                    type="checkbox"
                    name={service}
                    value="1"
                    checked={filters[service]}
                    onChange={(event) => update({ [service]: event.target.checked })}
                    className="accent-brand-700"
                  />
                  {t(service)}
                </label>
              ))}
            </fieldset>
          </div>
          {/* Without JavaScript the form is a GET to this page; with it the list is already filtered and the button takes the reader to it. */}
          <button
            type="submit"
            className="self-start rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            {t('apply')}
          </button>
        </form>
        <AtmList
          atms={results}
          showAll={showAll}
          showAllHref={`?${[atmFiltersQuery(filters), 'all=1'].filter(Boolean).join('&')}`}
          onShowAll={hydrated ? () => setShowAll(true) : undefined}
          summaries={summaries}
          countLabel={deferredFilters === initialFilters ? initialCountLabel : t('resultsCount', { count: results.length })}
          filtered={atmFiltersQuery(deferredFilters) !== ''}
          selectedId={selectedId}
          onShowOnMap={hydrated ? showOnMap : undefined}
          onClear={() => setFilters(NO_FILTERS)}
        />
      </section>
      <AtmMapPanel atms={results} selectedId={selectedId} onSelect={setSelectedId} config={map} />
    </div>
  );
}
