import type { RouteFamily, RouteId } from '@/lib/routes';

/** A route whose feature a later issue builds: which route, and the frame it shows in. */
export interface PlaceholderView {
  routeId: RouteId;
  family: RouteFamily;
}
