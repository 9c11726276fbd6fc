'use client';

import 'mapbox-gl/dist/mapbox-gl.css';
import { Layer, Map, Marker, NavigationControl, Popup, Source } from 'react-map-gl/mapbox';
import { AtmMapCanvas, type MapKit } from './AtmMapCanvas';
import type { AtmMapProps } from './AtmMapPanel';

// Same components and props as the MapLibre entry; only the libraries' own style-spec types differ.
const kit = { Layer, Map, Marker, NavigationControl, Popup, Source } as unknown as MapKit;
const mapbox = import('mapbox-gl');

/** The map on mapbox-gl, used when a Mapbox token is configured. */
export default function MapboxMap(props: AtmMapProps) {
  return <AtmMapCanvas kit={kit} mapLib={mapbox} providerProps={{ mapboxAccessToken: props.config.accessToken }} {...props} />;
}
