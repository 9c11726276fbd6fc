import 'server-only';
import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { env } from '@/lib/env';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/config';
import { routePath } from '@/lib/routes';
import { planTypes } from '@/lib/validation/auth';
import type { TextBlock } from '@/lib/server/content/blocks';
import { formatEuro, LEGAL_UPDATED, MERCH_ITEMS, PLAN_FEATURES, PLAN_PRICES, type Plan } from '@/lib/server/content/catalogue';
import { searchHelp, type HelpSearchView } from '@/lib/server/content/help';
import { buildOnce, pageTexts, type PageTexts } from '@/lib/server/content/texts';
import { publicMetadata } from '@/lib/server/seo/metadata';
import { localizedPath } from '@/lib/server/i18n/paths';
import { translatorFor } from '@/lib/server/i18n/translate';
import { firstValue } from '@/lib/search-params';

/** The content pages, named by their route id (lib/routes.ts) and their group under `pages` in the messages. */
export type ContentPageId =
  'cashWithdrawals' | 'bitkasa' | 'cryptoMerch' | 'bitcoinBase' | 'kiosk' | 'terms' | 'privacy' | 'helpCenter' | 'pricingPlan';

export interface TextCard {
  id: string;
  title: string;
  body: TextBlock[];
  /** For an item on sale: its price, written for the visitor's language. */
  price?: string;
}

/** An app path ("/Bitcoin_ATMs"), another site (opened in a new tab) or a mailto: address. */
export interface ContentLink {
  href: string;
  label: string;
}

export type ContentPart =
  | { kind: 'steps' | 'cards'; id: string; title: string; items: TextCard[] }
  | { kind: 'sections'; items: TextCard[] }
  | { kind: 'links'; id: string; title: string; body: TextBlock[]; links: ContentLink[] };

export interface ContentPageView {
  title: string;
  lead: string;
  illustration?: 'atm' | 'phone' | 'shop';
  parts: ContentPart[];
}

export interface DocumentView {
  title: string;
  lead: string;
  /** Legal texts number their sections, so that a clause can be cited ("section 5"). */
  numbered: boolean;
  /** ISO date and its text in the visitor's language. */
  updated?: { iso: string; text: string };
  sections: TextCard[];
}

async function requestLocale(): Promise<Locale> {
  const requested = await getLocale();
  return isLocale(requested) ? requested : defaultLocale;
}

/** Title and description in the visitor's language, canonical URL and hreflang alternates of a content page. */
export async function contentMetadata(page: ContentPageId): Promise<Metadata> {
  const texts = pageTexts(await requestLocale(), page);
  return publicMetadata({ path: routePath(page), title: texts.text('metaTitle'), description: texts.text('metaDescription') });
}

/** Short labels (links, buttons) of the `content` namespace. */
function labelsFor(locale: Locale) {
  const t = translatorFor(locale) as unknown as (key: string, values?: Record<string, string>) => string;
  return (key: string, values?: Record<string, string>) => t(`content.${key}`, values);
}

const cardsAt = (texts: PageTexts, key: string): TextCard[] =>
  texts.keysOf(key).map((id) => ({ id, title: texts.text(`${key}.${id}.title`), body: texts.blocks(`${key}.${id}.body`) }));

/** A titled group of the messages (`{ title, items: { id: { title, body } } }`) shown as numbered steps or as cards. */
const group = (texts: PageTexts, kind: 'steps' | 'cards', key: string): ContentPart => ({
  kind,
  id: key,
  title: texts.text(`${key}.title`),
  items: cardsAt(texts, `${key}.items`),
});

const sections = (texts: PageTexts): ContentPart => ({ kind: 'sections', items: cardsAt(texts, 'sections') });

const linksPart = (texts: PageTexts, key: string, links: ContentLink[]): ContentPart => ({
  kind: 'links',
  id: key,
  title: texts.text(`${key}.title`),
  body: texts.blocks(`${key}.body`),
  links,
});

const header = (texts: PageTexts) => ({ title: texts.text('title'), lead: texts.text('lead') });

const mailLink = (label: string): ContentLink => ({ href: `mailto:${env().CONTACT_EMAIL}`, label });

type Labels = ReturnType<typeof labelsFor>;

/** A page of parts: its title and lead, then what `parts` builds from its texts and the short labels. */
function partsPage(
  locale: Locale,
  page: ContentPageId,
  illustration: ContentPageView['illustration'],
  parts: (texts: PageTexts, label: Labels) => ContentPart[],
): ContentPageView {
  return buildOnce(`${page}:${locale}`, () => {
    const texts = pageTexts(locale, page);
    return { ...header(texts), ...(illustration && { illustration }), parts: parts(texts, labelsFor(locale)) };
  });
}

export const buildCashWithdrawalsView = (locale: Locale) =>
  partsPage(locale, 'cashWithdrawals', 'atm', (texts, label) => [
    group(texts, 'steps', 'steps'),
    sections(texts),
    linksPart(texts, 'next', [
      { href: routePath('atmMap'), label: label('openMap') },
      { href: routePath('helpCenter'), label: label('helpCenter') },
      { href: routePath('reportFraud'), label: label('reportFraud') },
    ]),
  ]);

export const buildBitkasaView = (locale: Locale) =>
  partsPage(locale, 'bitkasa', 'phone', (texts, label) => {
    const { APP_STORE_URL, GOOGLE_PLAY_URL } = env();
    const stores: ContentLink[] = [
      ...(APP_STORE_URL ? [{ href: APP_STORE_URL, label: label('appStore') }] : []),
      ...(GOOGLE_PLAY_URL ? [{ href: GOOGLE_PLAY_URL, label: label('googlePlay') }] : []),
    ];
    return [
      group(texts, 'cards', 'features'),
      group(texts, 'steps', 'steps'),
      sections(texts),
      // Without store links configured, the page says what to search for in the stores instead.
      linksPart(texts, stores.length ? 'stores' : 'storeSearch', [
        ...stores,
        { href: routePath('register'), label: label('createAccount') },
      ]),
    ];
  });

export const buildCryptoMerchView = (locale: Locale) =>
  partsPage(locale, 'cryptoMerch', undefined, (texts, label) => [
    {
      kind: 'cards',
      id: 'catalogue',
      title: texts.text('catalogueTitle'),
      items: MERCH_ITEMS.map((item) => ({
        id: item.id,
        title: texts.text(`items.${item.id}.name`),
        body: texts.blocks(`items.${item.id}.description`),
        price: formatEuro(item.price, locale),
      })),
    },
    linksPart(texts, 'order', [mailLink(label('orderByEmail'))]),
    sections(texts),
  ]);

export const buildKioskView = (locale: Locale) =>
  partsPage(locale, 'kiosk', 'shop', (texts, label) => [
    group(texts, 'cards', 'benefits'),
    group(texts, 'steps', 'steps'),
    sections(texts),
    linksPart(texts, 'contact', [mailLink(label('writeUs')), { href: env().HELP_MEETING_URL, label: label('bookMeeting') }]),
  ]);

/** A long text with a table of contents (legal texts, Bitcoin basics): each section's key is its anchor. */
export function buildDocumentView(locale: Locale, page: 'terms' | 'privacy' | 'bitcoinBase'): DocumentView {
  return buildOnce(`${page}:${locale}`, () => {
    const texts = pageTexts(locale, page);
    const updated = page === 'bitcoinBase' ? undefined : LEGAL_UPDATED[page];
    return {
      ...header(texts),
      numbered: updated !== undefined,
      // Anchors in the address bar read better in kebab case: #data-categories rather than #dataCategories.
      sections: cardsAt(texts, 'sections').map((section) => ({
        ...section,
        id: section.id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
      })),
      ...(updated && {
        updated: {
          iso: updated,
          text: labelsFor(locale)('updated', {
            date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(updated)),
          }),
        },
      }),
    };
  });
}

export interface PlanView {
  plan: Plan;
  name: string;
  price: string;
  free: boolean;
  tagline: string;
  href: string;
}

export interface PricingView {
  title: string;
  lead: string;
  plans: PlanView[];
  compareTitle: string;
  features: { id: string; label: string; values: Record<Plan, string | boolean> }[];
  notes: TextBlock[];
}

export function buildPricingView(locale: Locale): PricingView {
  return buildOnce(`pricingPlan:${locale}`, () => {
    const texts = pageTexts(locale, 'pricingPlan');
    const t = translatorFor(locale) as unknown as (key: string) => string;
    return {
      ...header(texts),
      plans: planTypes.map((plan) => ({
        plan,
        name: t(`plans.${plan}`),
        price: formatEuro(PLAN_PRICES[plan], locale),
        free: PLAN_PRICES[plan] === 0,
        tagline: texts.text(`plans.${plan}`),
        href: `${routePath('register')}/${plan}`,
      })),
      compareTitle: texts.text('compareTitle'),
      features: PLAN_FEATURES.map(({ id, included }) => ({
        id,
        label: texts.text(`features.${id}.label`),
        values: Object.fromEntries(
          planTypes.map((plan) => [plan, included ? included[plan] : texts.text(`features.${id}.${plan}`)]),
        ) as Record<Plan, string | boolean>,
      })),
      notes: texts.blocks('notes'),
    };
  });
}

export const getCashWithdrawalsPage = async () => buildCashWithdrawalsView(await requestLocale());
export const getBitkasaPage = async () => buildBitkasaView(await requestLocale());
export const getCryptoMerchPage = async () => buildCryptoMerchView(await requestLocale());
export const getKioskPage = async () => buildKioskView(await requestLocale());
export const getTermsPage = async () => buildDocumentView(await requestLocale(), 'terms');
export const getPrivacyPage = async () => buildDocumentView(await requestLocale(), 'privacy');
export const getBitcoinBasePage = async () => buildDocumentView(await requestLocale(), 'bitcoinBase');
export const getPricingPlanPage = async () => buildPricingView(await requestLocale());

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export type HelpCenterView = HelpSearchView & { path: string };

/** /Help_center?q=…&topic=…: the search runs on the server, so the plain GET form works without JavaScript. */
export async function getHelpCenterPage(searchParams: SearchParams): Promise<HelpCenterView> {
  const params = await searchParams;
  return {
    ...searchHelp(await requestLocale(), { query: firstValue(params.q, ''), topic: firstValue(params.topic, '') }),
    path: await localizedPath(routePath('helpCenter')),
  };
}
