import 'server-only';
import { env, type AppEnv } from '@/lib/env';
import {
  ESRI_WORLD_IMAGERY_TILES,
  MAPBOX_ORIGINS,
  MAPBOX_SATELLITE_STYLE,
  MAPBOX_STREETS_STYLE,
  OPENFREEMAP_LIBERTY_STYLE,
  type MapClientConfig,
} from '@/lib/atms/map-styles';

/** MapLibre with free styles unless a Mapbox token is configured; explicit style URLs win either way. */
export function mapClientConfig(config: AppEnv = env()): MapClientConfig {
  if (config.MAPBOX_TOKEN) {
    return {
      provider: 'mapbox',
      accessToken: config.MAPBOX_TOKEN,
      styles: { map: config.MAP_STYLE_URL ?? MAPBOX_STREETS_STYLE, satellite: config.MAP_SATELLITE_STYLE_URL ?? MAPBOX_SATELLITE_STYLE },
    };
  }
  return {
    provider: 'maplibre',
    styles: { map: config.MAP_STYLE_URL ?? OPENFREEMAP_LIBERTY_STYLE, satellite: config.MAP_SATELLITE_STYLE_URL ?? null },
  };
}

/**
 * The origins the map fetches styles, tiles, glyphs and sprites from, for the CSP. Only origins are taken
 * (never paths or keywords), from URLs lib/env.ts has already validated.
 */
export function mapCspSources(config: AppEnv = env()): string[] {
  const { provider, styles } = mapClientConfig(config);
  const urls = [styles.map, styles.satellite ?? ESRI_WORLD_IMAGERY_TILES];
  const origins = urls.filter((url) => !url.startsWith('mapbox://')).map((url) => new URL(url).origin);
  return [...new Set([...origins, ...(provider === 'mapbox' ? MAPBOX_ORIGINS : [])])];
}
