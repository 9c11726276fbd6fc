/**
 * Map styles of the ATM map. The defaults need no account or token: OpenFreeMap's "liberty" for the map and
 * Esri World Imagery raster tiles for the satellite view. With a Mapbox token the map runs on mapbox-gl with
 * Mapbox's own styles instead.
 */
export const OPENFREEMAP_LIBERTY_STYLE = 'https://tiles.openfreemap.org/styles/liberty';
export const ESRI_WORLD_IMAGERY_TILES = 'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}';
export const MAPBOX_STREETS_STYLE = 'mapbox://styles/mapbox/streets-v12';
export const MAPBOX_SATELLITE_STYLE = 'mapbox://styles/mapbox/satellite-streets-v12';
/** Where mapbox:// styles, tiles, fonts and the library's telemetry actually load from. */
export const MAPBOX_ORIGINS = ['https://api.mapbox.com', 'https://*.tiles.mapbox.com', 'https://events.mapbox.com'];

export type MapProvider = 'maplibre' | 'mapbox';
export type MapView = 'map' | 'satellite';

/** What the browser needs to draw the map; `satellite: null` means the built-in Esri imagery style. */
export interface MapClientConfig {
  provider: MapProvider;
  /** Mapbox's public access token (pk.…), meant to be seen by browsers. */
  accessToken?: string;
  styles: { map: string; satellite: string | null };
}

/** A minimal style: one layer, so it is plain JSON for either library. */
interface InlineStyle {
  version: 8;
  sources: Record<string, { type: 'raster'; tiles: string[]; tileSize: number; maxzoom: number; attribution: string }>;
  layers: ({ id: string; type: 'background'; paint: { 'background-color': string } } | { id: string; type: 'raster'; source: string })[];
}

export function satelliteRasterStyle(): InlineStyle {
  return {
    version: 8,
    sources: {
      imagery: {
        type: 'raster',
        tiles: [ESRI_WORLD_IMAGERY_TILES],
        tileSize: 256,
        maxzoom: 19,
        attribution: 'Imagery © Esri, Maxar, Earthstar Geographics, and the GIS User Community',
      },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#1e293b' } },
      { id: 'imagery', type: 'raster', source: 'imagery' },
    ],
  };
}

/**
 * The style used when the configured one cannot be loaded (offline, blocked host): no tiles at all, so
 * the machines' markers, which come from the page itself, still show on a plain background.
 */
export function blankStyle(dark: boolean): InlineStyle {
  return {
    version: 8,
    sources: {},
    layers: [{ id: 'background', type: 'background', paint: { 'background-color': dark ? '#1e293b' : '#e2e8f0' } }],
  };
}

export type MapStyle = string | InlineStyle;
