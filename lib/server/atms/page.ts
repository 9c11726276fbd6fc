import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { parseAtmFilters } from '@/lib/atms/filter';
import { schemaOrgOpeningHours } from '@/lib/atms/format';
import { atmDetailsPath, type AtmDetails, type AtmListing } from '@/lib/atms/model';
import { env } from '@/lib/env';
import { localizePath } from '@/lib/i18n/config';
import { pageLocale, publicMetadata, siteOrigin } from '@/lib/server/seo';
import { routePath } from '@/lib/routes';
import { allAtms, findAtm, newestAtms } from './catalog';
import { mapClientConfig } from './map-config';
import { firstValue } from '@/lib/search-params';
import type { AtmDetailsNewPageView, AtmDetailsPageView, AtmMapPageView } from '@/lib/views/atms';

type SearchParams = Record<string, string | string[] | undefined>;

const NEWEST_COUNT = 6;

/** Only what the list and the map show: fees and limits stay on the details page. */
function toListing(atm: AtmDetails): AtmListing {
  const { currency: _currency, buyFeePercent: _buy, sellFeePercent: _sell, minAmountMinor: _min, maxAmountMinor: _max, ...listing } = atm;
  return listing;
}

/**
 * /Bitcoin_ATMs (and /{slug}y, /Bitcoin_geldautomat): every machine, sorted by name in the visitor's
 * language, the filters of the URL and the map settings. The browser filters the same list as the visitor
 * types; the server applies the URL's filters for the first render, so the page works without JavaScript.
 */
export async function getAtmMapPage(searchParams: SearchParams): Promise<AtmMapPageView> {
  const locale = await pageLocale();
  const collator = new Intl.Collator(locale);
  const atms = (await allAtms()).map(toListing).sort((a, b) => collator.compare(a.name, b.name));
  const selected = Number(firstValue(searchParams.atm));
  return {
    atms,
    filters: parseAtmFilters(searchParams),
    showAll: firstValue(searchParams.all) === '1',
    selectedId: atms.some((atm) => atm.id === selected) ? selected : null,
    map: mapClientConfig(),
  };
}

/** The street part and the postal code of an address written "Street 1, 110 00 City". */
function postalAddress(atm: AtmDetails) {
  const [street = atm.address, rest = ''] = atm.address.split(/,\s*/);
  const postalCode = /^(\d{3} ?\d{2})\b/.exec(rest)?.[1];
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    ...(postalCode ? { postalCode } : {}),
    addressLocality: atm.city,
    addressCountry: atm.country,
  };
}

/** schema.org AutomatedTeller of one machine, with the canonical URL of its details page. */
async function automatedTeller(atm: AtmDetails) {
  const { origin, hostDefault } = await siteOrigin();
  return {
    '@context': 'https://schema.org',
    '@type': 'AutomatedTeller',
    name: atm.name,
    url: `${origin}${localizePath(atmDetailsPath(atm), await pageLocale(), hostDefault)}`,
    address: postalAddress(atm),
    geo: { '@type': 'GeoCoordinates', latitude: atm.latitude, longitude: atm.longitude },
    openingHours: schemaOrgOpeningHours(atm.openingHours),
    currenciesAccepted: atm.currency,
    paymentAccepted: 'Cash',
    brand: { '@type': 'Brand', name: env().BRAND_NAME },
  };
}

/** The machine a details URL names (numeric id or description id), or the 404 page. */
export async function requireAtm(reference: string | undefined): Promise<AtmDetails> {
  const atm = reference ? await findAtm(reference) : undefined;
  if (!atm) notFound();
  return atm;
}

/** /Bitcoin_ATMs_Details/{id or descriptionId} and /{slug}/{descriptionId}: one machine and its structured data. */
export async function getAtmDetailsPage(reference: string): Promise<AtmDetailsPageView> {
  const atm = await requireAtm(reference);
  return { atm, jsonLd: await automatedTeller(atm) };
}

/**
 * /Bitcoin_ATMs_Details_new: the details of ?id= (numeric or description id, as the old app linked them);
 * without one, the machines opened most recently.
 */
export async function getAtmDetailsNewPage(searchParams: SearchParams): Promise<AtmDetailsNewPageView> {
  const reference = firstValue(searchParams.id);
  if (reference !== undefined) return { kind: 'details' as const, ...(await getAtmDetailsPage(reference)) };
  return { kind: 'newest' as const, atms: (await newestAtms(NEWEST_COUNT)).map(toListing) };
}

/** Canonical, hreflang and Open Graph of the map page (filters are views of it, not pages of their own). */
export async function atmMapMetadata(): Promise<Metadata> {
  const t = await getTranslations('atms');
  return publicMetadata({
    path: routePath('atmMap'),
    title: t('mapTitle'),
    description: t('metaDescription', { brand: env().BRAND_NAME }),
  });
}

/** Every details URL of a machine has one canonical address: /Bitcoin_ATMs_Details/{descriptionId}. */
export async function atmDetailsMetadata(reference: string | undefined): Promise<Metadata> {
  const atm = await requireAtm(reference);
  const t = await getTranslations('atms');
  return publicMetadata({
    path: atmDetailsPath(atm),
    title: atm.name,
    description: t('detailsDescription', { name: atm.name, address: atm.address }),
  });
}

export async function atmDetailsNewMetadata(searchParams: SearchParams): Promise<Metadata> {
  const reference = firstValue(searchParams.id);
  if (reference !== undefined) return atmDetailsMetadata(reference);
  const t = await getTranslations('atms');
  return publicMetadata({ path: routePath('atmDetailsNew'), title: t('newestTitle'), description: t('newestLead') });
}
