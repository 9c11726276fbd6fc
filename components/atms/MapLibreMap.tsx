'use client';

import 'maplibre-gl/dist/maplibre-gl.css';
import { Layer, Map, Marker, NavigationControl, Popup, Source } from 'react-map-gl/maplibre';
import { AtmMapCanvas } from './AtmMapCanvas';
import type { AtmMapProps } from './AtmMapPanel';

const kit = { Layer, Map, Marker, NavigationControl, Popup, Source };

/**
 * MapLibre 6 starts its workers from a file beside its own module, which bundling moves away: the bundler
 * emits the worker file as an asset and MapLibre is told where it is.
 */
const workerUrl = new URL('../../node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).href;
const maplibre = import('maplibre-gl').then((library) => {
  library.setWorkerUrl(workerUrl);
  return library;
});

export default function MapLibreMap(props: AtmMapProps) {
  return <AtmMapCanvas kit={kit} mapLib={maplibre} {...props} />;
}
