import 'server-only';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/config';
import { translatorFor } from '@/lib/server/i18n';
import { parseBlocks, type TextBlock } from '@/lib/content/blocks';
import { formatEuro, PLAN_PRICES } from './catalogue';

type Values = Record<string, string | number>;

/** The translator with keys computed at run time (section and question ids come from the messages). */
interface LooseTranslator {
  (key: string, values?: Values): string;
  raw(key: string): unknown;
}

export interface PageTexts {
  text(key: string, values?: Values): string;
  blocks(key: string, values?: Values): TextBlock[];
  /** The keys of a group of messages in file order: the sections, steps, topics or questions of a page. */
  keysOf(key: string): string[];
}

/**
 * One page's texts under the server-only `pages` namespace in one language. Every text may use {brand},
 * {email} (the contact address), {advancedPrice} and {proPrice}, so none of them is written into a translation.
 */
export function pageTexts(locale: Locale, page: string): PageTexts {
  const t = translatorFor(locale) as unknown as LooseTranslator;
  const config = env();
  const shared = {
    brand: config.BRAND_NAME,
    email: config.CONTACT_EMAIL,
    advancedPrice: formatEuro(PLAN_PRICES.advanced, locale),
    proPrice: formatEuro(PLAN_PRICES.pro, locale),
  };
  const text = (key: string, values?: Values) => t(`pages.${page}.${key}`, { ...shared, ...values });
  return {
    text,
    blocks: (key, values) => parseBlocks(text(key, values)),
    keysOf(key) {
      const group = t.raw(`pages.${page}.${key}`);
      if (!group || typeof group !== 'object') throw new Error(`pages.${page}.${key} is not a group of messages`);
      return Object.keys(group);
    },
  };
}

const built = new Map<string, unknown>();

/**
 * Content built from the messages depends only on the language and the configuration, both fixed for the
 * life of the process: build it once per key instead of on every request.
 */
export function buildOnce<T>(key: string, build: () => T): T {
  if (!built.has(key)) built.set(key, build());
  return built.get(key) as T;
}
