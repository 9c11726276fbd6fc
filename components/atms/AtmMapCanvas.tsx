'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import type * as MapLibreKit from 'react-map-gl/maplibre';
import type { ErrorEvent, MapProps, MapRef, MapStyleDataEvent } from 'react-map-gl/maplibre';
import { LocalLink } from '@/components/ui/LocalLink';
import { useTheme } from '@/components/providers/theme';
import { blankStyle, satelliteRasterStyle, type MapView } from '@/lib/atms/map-styles';
import { atmDetailsPath, type AtmListing } from '@/lib/atms/model';
import { AtmStatusBadge } from './AtmBadges';
import type { AtmMapProps } from './AtmMapPanel';

/**
 * The components both react-map-gl entries export with the same props (react-map-gl/maplibre and
 * react-map-gl/mapbox); typed after the MapLibre one.
 */
export type MapKit = Pick<typeof MapLibreKit, 'Map' | 'Source' | 'Layer' | 'Marker' | 'Popup' | 'NavigationControl'>;

interface CanvasProps extends AtmMapProps {
  kit: MapKit;
  /** The map library module, loaded (and configured) by the provider's entry file. */
  mapLib: Promise<unknown>;
  /** Provider-specific props of <Map>, e.g. Mapbox's access token. */
  providerProps?: Record<string, unknown>;
}

interface ClusterMarker {
  id: number;
  count: number;
  longitude: number;
  latitude: number;
}

const SOURCE_ID = 'atms';
/** A style that has not loaded by then (a host that never answers) counts as failed like an unreachable one. */
const STYLE_TIMEOUT_MS = 10_000;
const DETAIL_ZOOM = 14;
/**
 * The libraries' popups are white whatever the theme; these follow it (both libraries' class names, marked
 * important because the libraries' own stylesheets are not in a cascade layer and would win). The tip is
 * dropped: its colour depends on the side it points to. Written out in full so Tailwind finds the classes.
 */
const POPUP_THEME = [
  '[&_.maplibregl-popup-content]:bg-white! [&_.maplibregl-popup-content]:text-slate-900! [&_.maplibregl-popup-tip]:hidden!',
  'dark:[&_.maplibregl-popup-content]:bg-slate-900! dark:[&_.maplibregl-popup-content]:text-slate-100!',
  '[&_.mapboxgl-popup-content]:bg-white! [&_.mapboxgl-popup-content]:text-slate-900! [&_.mapboxgl-popup-tip]:hidden!',
  'dark:[&_.mapboxgl-popup-content]:bg-slate-900! dark:[&_.mapboxgl-popup-content]:text-slate-100!',
].join(' ');

type Bounds = [[number, number], [number, number]];

/** A marker's click stops there: the map below would take it for a click on the map. */
const markerClick = (action: () => void) => (event: { originalEvent: MouseEvent }) => {
  event.originalEvent.stopPropagation();
  action();
};

function boundsOf(atms: AtmListing[]): Bounds | undefined {
  if (atms.length === 0) return undefined;
  const longitudes = atms.map((atm) => atm.longitude);
  const latitudes = atms.map((atm) => atm.latitude);
  return [
    [Math.min(...longitudes), Math.min(...latitudes)],
    [Math.max(...longitudes), Math.max(...latitudes)],
  ];
}

/**
 * The ATM map for either library. Machines are one clustered GeoJSON source; the markers on top are HTML
 * buttons read from that source's clusters, so they can be focused and named, follow the theme, and need
 * neither glyphs nor tiles: with the style unreachable the map falls back to a blank background and every
 * marker and cluster still shows.
 */
export function AtmMapCanvas({ kit, mapLib, providerProps, atms, selectedId, onSelect, view, config }: CanvasProps) {
  const { Map, Source, Layer, Marker, Popup, NavigationControl } = kit;
  const t = useTranslations('atms');
  const { theme } = useTheme();
  const mapRef = useRef<MapRef>(null);
  const [ready, setReady] = useState(false);
  const [failedView, setFailedView] = useState<MapView | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [clusters, setClusters] = useState<ClusterMarker[]>([]);
  const [pointIds, setPointIds] = useState<number[]>([]);
  /** The style object the map last finished loading: a newer map.style is still on its way. */
  const loadedStyle = useRef<unknown>(null);

  const satellite = useMemo(() => config.styles.satellite ?? satelliteRasterStyle(), [config.styles.satellite]);
  const fallback = useMemo(() => blankStyle(theme === 'dark'), [theme]);
  const mapStyle = failedView === view ? fallback : view === 'satellite' ? satellite : config.styles.map;
  const viewRef = useRef(view);
  useEffect(() => {
    viewRef.current = view;
    // Another view is another chance: the host may be reachable again.
    setFailedView(null);
  }, [view]);

  const byId = useMemo(() => new globalThis.Map(atms.map((atm) => [atm.id, atm])), [atms]);
  const selected = selectedId === null ? undefined : byId.get(selectedId);
  const data = useMemo(
    () => ({
      type: 'FeatureCollection' as const,
      features: atms.map((atm) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [atm.longitude, atm.latitude] },
        properties: { id: atm.id },
      })),
    }),
    [atms],
  );
  const [initialView] = useState(() => {
    if (selected) return { longitude: selected.longitude, latitude: selected.latitude, zoom: DETAIL_ZOOM };
    const bounds = boundsOf(atms);
    return bounds ? { bounds, fitBoundsOptions: { padding: 48, maxZoom: DETAIL_ZOOM } } : { longitude: 19, latitude: 44, zoom: 4 };
  });

  const stylePending = (map: { style?: unknown }) => map.style !== loadedStyle.current;

  const refreshMarkers = useCallback(() => {
    const map = mapRef.current;
    if (!map?.getSource(SOURCE_ID)) return;
    const foundClusters = new globalThis.Map<number, ClusterMarker>();
    const foundPoints = new Set<number>();
    // A feature appears once per tile it touches: keep one of each.
    for (const feature of map.querySourceFeatures(SOURCE_ID)) {
      const properties = feature.properties ?? {};
      if (properties.cluster && feature.geometry.type === 'Point') {
        const [longitude = 0, latitude = 0] = feature.geometry.coordinates;
        foundClusters.set(properties.cluster_id, { id: properties.cluster_id, count: properties.point_count, longitude, latitude });
      } else if (typeof properties.id === 'number') {
        foundPoints.add(properties.id);
      }
    }
    const nextClusters = [...foundClusters.values()].sort((a, b) => a.id - b.id);
    const nextPoints = [...foundPoints].sort((a, b) => a - b);
    setClusters((current) => (JSON.stringify(current) === JSON.stringify(nextClusters) ? current : nextClusters));
    setPointIds((current) => (current.join() === nextPoints.join() ? current : nextPoints));
  }, []);

  const onError = useCallback((event: ErrorEvent) => {
    const fromSource = Boolean((event as ErrorEvent & { sourceId?: string }).sourceId);
    if (!fromSource && stylePending(event.target)) setFailedView(viewRef.current);
    else setTilesFailed(true);
  }, []);

  const onStyleData = useCallback((event: MapStyleDataEvent) => {
    loadedStyle.current = (event.target as { style?: unknown }).style;
  }, []);

  useEffect(() => {
    setTilesFailed(false);
    const timer = setTimeout(() => {
      const map = mapRef.current?.getMap();
      if (map && stylePending(map)) setFailedView(viewRef.current);
    }, STYLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [mapStyle]);

  // A new search or filter: show all that it found.
  const fittedAtms = useRef(atms);
  useEffect(() => {
    const bounds = boundsOf(atms);
    if (!ready || fittedAtms.current === atms || !bounds) return;
    fittedAtms.current = atms;
    mapRef.current?.fitBounds(bounds, { padding: 48, maxZoom: DETAIL_ZOOM, duration: 600 });
  }, [atms, ready]);

  useEffect(() => {
    if (!ready || !selected) return;
    const map = mapRef.current;
    map?.flyTo({ center: [selected.longitude, selected.latitude], zoom: Math.max(map.getZoom(), DETAIL_ZOOM), duration: 800 });
  }, [selected, ready]);

  const zoomInto = (cluster: ClusterMarker) => {
    const map = mapRef.current;
    map?.easeTo({ center: [cluster.longitude, cluster.latitude], zoom: Math.min(map.getZoom() + 2, 16), duration: 500 });
  };

  const look =
    'grid place-items-center rounded-full border-2 border-white shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-500';
  const markers: {
    key: string;
    longitude: number;
    latitude: number;
    activate: () => void;
    button: ComponentProps<'button'> & { 'data-testid': string };
  }[] = [
    ...clusters.map((cluster) => ({
      key: `cluster-${cluster.id}`,
      longitude: cluster.longitude,
      latitude: cluster.latitude,
      activate: () => zoomInto(cluster),
      button: {
        'data-testid': 'atm-cluster',
        'aria-label': t('clusterLabel', { count: cluster.count }),
        className: `${look} bg-brand-700 text-sm font-bold text-white`,
        style: { width: 30 + Math.min(cluster.count, 20), height: 30 + Math.min(cluster.count, 20) },
        children: cluster.count,
      },
    })),
    ...pointIds.flatMap((id) => {
      const atm = byId.get(id);
      if (!atm) return [];
      return {
        key: `atm-${id}`,
        longitude: atm.longitude,
        latitude: atm.latitude,
        activate: () => onSelect(id),
        button: {
          'data-testid': 'atm-marker',
          'aria-label': atm.name,
          'aria-pressed': id === selectedId,
          className: `${look} h-6 w-6 ${atm.status === 'In operation' ? 'bg-emerald-600' : 'bg-amber-500'} aria-pressed:h-8 aria-pressed:w-8`,
        },
      };
    }),
  ];
  return (
    <>
      <Map
        ref={mapRef}
        mapLib={mapLib as MapProps['mapLib']}
        {...providerProps}
        initialViewState={initialView}
        mapStyle={mapStyle}
        styleDiffing={false}
        style={{ position: 'absolute', inset: 0 }}
        dragRotate={false}
        touchPitch={false}
        locale={{
          'Map.Title': t('mapRegion'),
          'NavigationControl.ZoomIn': t('zoomIn'),
          'NavigationControl.ZoomOut': t('zoomOut'),
          'Popup.Close': t('closePopup'),
          'AttributionControl.ToggleAttribution': t('mapCredits'),
        }}
        onLoad={() => setReady(true)}
        onError={onError}
        onStyleData={onStyleData}
        onIdle={refreshMarkers}
        onSourceData={(event) => {
          if (event.sourceId === SOURCE_ID && event.isSourceLoaded) refreshMarkers();
        }}
      >
        <NavigationControl showCompass={false} position="top-left" />
        <Source id={SOURCE_ID} type="geojson" data={data} cluster clusterRadius={48} clusterMaxZoom={DETAIL_ZOOM - 1}>
          {/* Invisible: a source only computes its clusters for the view while a layer uses it. */}
          <Layer id="atm-cluster-index" type="circle" paint={{ 'circle-radius': 1, 'circle-opacity': 0 }} />
        </Source>
        {markers.map(({ key, longitude, latitude, activate, button }) => (
          <Marker key={key} longitude={longitude} latitude={latitude} onClick={markerClick(activate)}>
            <button type="button" {...button} />
          </Marker>
        ))}
        {selected && (
          <Popup
            longitude={selected.longitude}
            latitude={selected.latitude}
            offset={20}
            closeOnClick={false}
            onClose={() => onSelect(null)}
            maxWidth="260px"
            className={POPUP_THEME}
          >
            <div className="flex flex-col gap-1 pr-4" data-testid="atm-popup">
              <p className="font-semibold">{selected.name}</p>
              <p className="text-xs">{selected.address}</p>
              <div>
                <AtmStatusBadge status={selected.status} />
              </div>
              <LocalLink href={atmDetailsPath(selected)} className="font-semibold text-brand-800 underline dark:text-brand-300">
                {t('details')}
              </LocalLink>
            </div>
          </Popup>
        )}
      </Map>
      {(failedView === view || tilesFailed) && (
        <p
          role="status"
          className="absolute inset-x-2 bottom-8 rounded-md bg-white/95 px-3 py-2 text-sm text-slate-900 shadow dark:bg-slate-900/95 dark:text-slate-100"
        >
          {t('mapOffline')}
        </p>
      )}
    </>
  );
}
