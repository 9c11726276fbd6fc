import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { env } from '@/lib/env';
import { helpLinks } from '@/lib/help-links';
import type { Locale } from '@/lib/i18n/config';
import { formatDateTime } from '@/lib/i18n/date-format';
import { routePath } from '@/lib/routes';
import { localizedPath, translatorFor } from '@/lib/server/i18n';
import { getRatesStrip } from '@/lib/server/rates';
import { blogPostingJsonLd, canonicalUrl, newsArticleJsonLd, organizationJsonLd, pageLocale, publicMetadata } from '@/lib/server/seo';
import { firstValue } from '@/lib/search-params';
import { planTypes } from '@/lib/terms/plans';
import { type PlanType } from '@/lib/terms/plans';
import type {
  BlogPostSummary,
  BlogPostView,
  ContentLink,
  ContentPageId,
  ContentPageView,
  ContentPart,
  DocumentView,
  HelpCenterView,
  LandingView,
  PageOf,
  PressItemView,
  PressSummary,
  PricingView,
  TextCard,
} from '@/lib/views/content';
import { BLOG_PAGE_SIZE, blogIndex, blogPostBody } from './blog';
import { formatEuro, LEGAL_UPDATED, MERCH_ITEMS, PLAN_FEATURES, PLAN_PRICES } from './catalogue';
import { searchHelp } from './help';
import { idParam, listPageMetadata, pageOf } from './pagination';
import { PRESS_PAGE_SIZE, pressBody, pressIndex } from './press';
import { buildOnce, pageTexts, type PageTexts } from './texts';

/** Title and description in the visitor's language, canonical URL and hreflang alternates of a content page. */
export async function contentMetadata(page: ContentPageId): Promise<Metadata> {
  const texts = pageTexts(await pageLocale(), page);
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
    linksPart(texts, 'contact', [mailLink(label('writeUs')), { href: helpLinks(env()).meeting, label: label('bookMeeting') }]),
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
            // A calendar day ("2026-05-01"), named as such rather than shifted into a zone.
            date: formatDateTime(`${updated}T00:00:00Z`, locale, 'UTC', 'date'),
          }),
        },
      }),
    };
  });
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
        href: routePath('registerPlan', { plan_type: plan }),
      })),
      compareTitle: texts.text('compareTitle'),
      features: PLAN_FEATURES.map(({ id, included }) => ({
        id,
        label: texts.text(`features.${id}.label`),
        values: Object.fromEntries(
          planTypes.map((plan) => [plan, included ? included[plan] : texts.text(`features.${id}.${plan}`)]),
        ) as Record<PlanType, string | boolean>,
      })),
      notes: texts.blocks('notes'),
    };
  });
}

export const getCashWithdrawalsPage = async () => buildCashWithdrawalsView(await pageLocale());
export const getBitkasaPage = async () => buildBitkasaView(await pageLocale());
export const getCryptoMerchPage = async () => buildCryptoMerchView(await pageLocale());
export const getKioskPage = async () => buildKioskView(await pageLocale());
export const getTermsPage = async () => buildDocumentView(await pageLocale(), 'terms');
export const getPrivacyPage = async () => buildDocumentView(await pageLocale(), 'privacy');
export const getBitcoinBasePage = async () => buildDocumentView(await pageLocale(), 'bitcoinBase');
export const getPricingPlanPage = async () => buildPricingView(await pageLocale());

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /Help_center?q=…&topic=…: the search runs on the server, so the plain GET form works without JavaScript. */
export async function getHelpCenterPage(searchParams: SearchParams): Promise<HelpCenterView> {
  const params = await searchParams;
  return {
    ...searchHelp(await pageLocale(), { query: firstValue(params.q, ''), topic: firstValue(params.topic, '') }),
    path: await localizedPath(routePath('helpCenter')),
  };
}

/** / and /Home: the live rates of the top coins (cached prices, no database round trip per visit). */
export async function getLandingPage(): Promise<LandingView> {
  const [rates, organization] = await Promise.all([getRatesStrip(), organizationJsonLd()]);
  return { rates, organizationJsonLd: organization };
}

const RELATED_POSTS = 3;

/** /blog?page=n: six posts a page, newest first; a page outside the list is a 404. */
export async function getBlogListPage(pageParam: string | string[] | undefined): Promise<PageOf<BlogPostSummary>> {
  return pageOf(await blogIndex(await pageLocale()), pageParam, { path: routePath('blog'), perPage: BLOG_PAGE_SIZE });
}

export async function blogListMetadata(pageParam: string | string[] | undefined): Promise<Metadata> {
  const { page } = await getBlogListPage(pageParam);
  return listPageMetadata('blog', routePath('blog'), page);
}

/** The posts published nearest in time to the one at `position`, in the index's order. */
function nearestPosts(index: BlogPostSummary[], position: number): BlogPostSummary[] {
  return index
    .map((post, at) => ({ post, distance: Math.abs(at - position) }))
    .filter(({ distance }) => distance > 0)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, RELATED_POSTS)
    .map(({ post }) => post)
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
}

async function findPost(idValue: string): Promise<{ locale: Locale; index: BlogPostSummary[]; position: number }> {
  const id = idParam(idValue);
  const locale = await pageLocale();
  const index = await blogIndex(locale);
  const position = index.findIndex((post) => post.id === id);
  if (position < 0) notFound();
  return { locale, index, position };
}

/** /blog/{id}: the post in the visitor's language (English where it is missing), its reading time and related posts. */
export async function getBlogPostPage(idValue: string): Promise<BlogPostView> {
  const { locale, index, position } = await findPost(idValue);
  const summary = index[position]!;
  const post = { ...summary, ...(await blogPostBody(summary.id, locale)) };
  return {
    post,
    related: nearestPosts(index, position),
    jsonLd: await blogPostingJsonLd(post, await canonicalUrl(routePath('blogPost', { id: post.id }))),
  };
}

export async function blogPostMetadata(idValue: string): Promise<Metadata> {
  const { index, position } = await findPost(idValue);
  const post = index[position]!;
  return articleMetadata(routePath('blogPost', { id: post.id }), post);
}

/** /they-wrote-about-us?page=n: six items a page, newest first; a page outside the list is a 404. */
export async function getPressListPage(pageParam: string | string[] | undefined): Promise<PageOf<PressSummary>> {
  return pageOf(await pressIndex(), pageParam, { path: routePath('press'), perPage: PRESS_PAGE_SIZE });
}

export async function pressListMetadata(pageParam: string | string[] | undefined): Promise<Metadata> {
  const { page } = await getPressListPage(pageParam);
  return listPageMetadata('press', routePath('press'), page);
}

async function findItem(idValue: string): Promise<PressSummary> {
  const id = idParam(idValue);
  const item = (await pressIndex()).find((candidate) => candidate.id === id);
  if (!item) notFound();
  return item;
}

/** /they-wrote-about-us-details/{id}: the item with its body and a link to the original. */
export async function getPressItemPage(idValue: string): Promise<PressItemView> {
  const item = await findItem(idValue);
  return { item: { ...item, paragraphs: await pressBody(item.id) }, jsonLd: await newsArticleJsonLd(item) };
}

export async function pressItemMetadata(idValue: string): Promise<Metadata> {
  const item = await findItem(idValue);
  return articleMetadata(routePath('pressItem', { id: item.id }), item);
}

/** A blog post's or press item's metadata: its page, title and summary, when it was published and last changed. */
function articleMetadata(path: string, article: { title: string; summary: string; publishedAt: Date; updatedAt: Date }): Promise<Metadata> {
  return publicMetadata({
    path,
    title: article.title,
    description: article.summary,
    type: 'article',
    publishedTime: article.publishedAt.toISOString(),
    modifiedTime: article.updatedAt.toISOString(),
  });
}
// The sitemap's paging answers a page past the end with Next's notFound(): it lives behind page.ts, so that index.ts
// stays loadable outside Next (the operator's command line imports the plans, which import the catalogue).
export { sitemapResponse } from './sitemap';
