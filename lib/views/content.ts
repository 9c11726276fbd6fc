import type { TextBlock } from '@/lib/content/blocks';
import type { Locale } from '@/lib/i18n/config';
import type { PlanType } from '@/lib/terms/plans';
import type { RatesStripView } from './rates';

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

export interface PlanView {
  plan: PlanType;
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
  features: { id: string; label: string; values: Record<PlanType, string | boolean> }[];
  notes: TextBlock[];
}

export interface HelpQuestion {
  id: string;
  question: string;
  answer: TextBlock[];
}

export interface HelpTopic {
  id: string;
  title: string;
  questions: HelpQuestion[];
}

export interface HelpSearchView {
  title: string;
  lead: string;
  /** What the visitor searched for, trimmed; empty when there is no search. */
  query: string;
  /** The folded words the answers were matched on (and are highlighted with). */
  terms: string[];
  /** The chosen topic, or null for all topics (an unknown topic counts as none chosen). */
  topic: string | null;
  topics: { id: string; title: string }[];
  /** The topics with at least one matching question, each with only its matching questions. */
  results: HelpTopic[];
  total: number;
  /** The service desk: the operator's, or the help centre's contact section (lib/help-links.ts). */
  deskUrl: string;
  contactEmail: string;
}

export type HelpCenterView = HelpSearchView & { path: string };

/** A neighbouring page of a list: the app path to link to and its absolute canonical URL for rel=prev/next. */
export interface PageLink {
  path: string;
  url: string;
}

export interface PageOf<T> {
  items: T[];
  /** 1-based. */
  page: number;
  pageCount: number;
  previous?: PageLink;
  next?: PageLink;
}

export interface BlogPostSummary {
  id: number;
  author: string;
  publishedAt: Date;
  updatedAt: Date;
  title: string;
  summary: string;
  /** The language title and summary are in: the visitor's, or English where the post lacks it. */
  lang: Locale;
}

export interface BlogPostBody {
  paragraphs: string[];
  /** The language of the body, English where the visitor's translation has no body (yet). */
  bodyLang: Locale;
  readingMinutes: number;
}

export interface BlogPostView {
  post: BlogPostSummary & BlogPostBody;
  related: BlogPostSummary[];
  jsonLd: Record<string, unknown>;
}

/** A press item as listed; text in the outlet's language. */
export interface PressSummary {
  id: number;
  outlet: string;
  language: string;
  title: string;
  summary: string;
  /** The original article; empty when the stored value is not an http(s) URL. */
  url: string;
  publishedAt: Date;
  updatedAt: Date;
}

export interface PressItemView {
  item: PressSummary & { paragraphs: string[] };
  jsonLd: Record<string, unknown>;
}

/** / and /Home: the live rates of the top coins and the brand's schema.org Organization. */
export interface LandingView {
  rates: RatesStripView;
  organizationJsonLd: Record<string, unknown>;
}
