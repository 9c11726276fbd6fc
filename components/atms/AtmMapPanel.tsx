'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { MapClientConfig, MapView } from '@/lib/atms/map-styles';
import type { AtmListing } from '@/lib/atms/model';

export interface AtmMapProps {
  atms: AtmListing[];
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  view: MapView;
  config: MapClientConfig;
}

function MapPlaceholder({ text }: { text: 'mapLoading' | 'mapNeedsScript' }) {
  const t = useTranslations('atms');
  return <p className="grid h-full place-items-center p-4 text-center text-sm text-slate-700 dark:text-slate-300">{t(text)}</p>;
}
const MapLoading = () => <MapPlaceholder text="mapLoading" />;

// The map libraries (~250 KB gzip) are separate chunks, fetched only once the list is on screen.
const MapLibreMap = dynamic(() => import('./MapLibreMap'), { ssr: false, loading: MapLoading });
const MapboxMap = dynamic(() => import('./MapboxMap'), { ssr: false, loading: MapLoading });

/**
 * Starts loading the map when its box nears the viewport and the browser has a quiet moment: 'static' is
 * the server's render (and all there is without JavaScript), 'waiting' the hydrated page before that.
 */
function useLoadWhenIdleAndVisible() {
  const box = useRef<HTMLDivElement>(null);
  const [stage, setStage] = useState<'static' | 'waiting' | 'load'>('static');
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    setStage('waiting');
    const setLoad = () => setStage('load');
    let cancelIdle = () => {};
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        if ('requestIdleCallback' in window) {
          const handle = window.requestIdleCallback(setLoad, { timeout: 2000 });
          cancelIdle = () => window.cancelIdleCallback(handle);
        } else {
          const handle = setTimeout(setLoad, 200);
          cancelIdle = () => clearTimeout(handle);
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, []);
  return { box, stage };
}

export function AtmMapPanel({ config, ...props }: Omit<AtmMapProps, 'view'>) {
  const t = useTranslations('atms');
  const [view, setView] = useState<MapView>('map');
  const { box, stage } = useLoadWhenIdleAndVisible();
  const ProviderMap = config.provider === 'mapbox' ? MapboxMap : MapLibreMap;

  return (
    <section id="atm-map" aria-label={t('mapRegion')} className="flex min-w-0 flex-col gap-2 lg:sticky lg:top-4 lg:self-start">
      <div
        role="group"
        aria-label={t('viewLabel')}
        className="inline-flex self-end rounded-md border border-slate-300 p-0.5 dark:border-slate-700"
      >
        {(['map', 'satellite'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={view === option}
            onClick={() => setView(option)}
            className="rounded px-3 py-1 text-sm font-semibold text-slate-800 aria-pressed:bg-brand-700 aria-pressed:text-white focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-100"
          >
            {option === 'map' ? t('viewMap') : t('viewSatellite')}
          </button>
        ))}
      </div>
      <div
        ref={box}
        data-testid="atm-map"
        data-view={view}
        className="relative h-[60vh] min-h-80 overflow-hidden rounded-lg border border-slate-200 bg-slate-200 lg:h-[70vh] dark:border-slate-800 dark:bg-slate-800"
      >
        {stage === 'load' && <ProviderMap config={config} view={view} {...props} />}
        {stage === 'waiting' && <MapLoading />}
        {stage === 'static' && (
          <noscript>
            <MapPlaceholder text="mapNeedsScript" />
          </noscript>
        )}
      </div>
    </section>
  );
}
