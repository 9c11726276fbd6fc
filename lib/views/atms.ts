import type { AtmFilters } from '@/lib/atms/filter';
import type { MapClientConfig } from '@/lib/atms/map-styles';
import type { AtmDetails, AtmListing } from '@/lib/atms/model';

/** /Bitcoin_ATMs: every machine, the URL's filters for the first render and the map settings. */
export interface AtmMapPageView {
  atms: AtmListing[];
  filters: AtmFilters;
  showAll: boolean;
  selectedId: number | null;
  map: MapClientConfig;
}

export interface AtmDetailsPageView {
  atm: AtmDetails;
  jsonLd: Record<string, unknown>;
}

/** /Bitcoin_ATMs_Details_new: one machine's details, or without an id the machines opened most recently. */
export type AtmDetailsNewPageView = ({ kind: 'details' } & AtmDetailsPageView) | { kind: 'newest'; atms: AtmListing[] };
