import type { RouteFamily, RouteId } from '@/lib/routes';

/** The features still to be built, each named on the placeholder pages it will fill. */
export const PLACEHOLDER_FEATURES = {
  cashOrders: ['invoice'],
} as const satisfies Record<string, readonly RouteId[]>;
export type PlaceholderFeature = keyof typeof PLACEHOLDER_FEATURES;

/** The feature a placeholder route waits for. */
export const placeholderFeatureOf = (routeId: RouteId): PlaceholderFeature | null =>
  (Object.keys(PLACEHOLDER_FEATURES) as PlaceholderFeature[]).find((feature) =>
    (PLACEHOLDER_FEATURES[feature] as readonly RouteId[]).includes(routeId),
  ) ?? null;

/** A route whose feature a later issue builds: which route, the frame it shows in, and the feature that will fill it. */
export interface PlaceholderView {
  routeId: RouteId;
  family: RouteFamily;
}
