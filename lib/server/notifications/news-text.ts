import 'server-only';
import type { NewsText, NewsTranslations } from '@/lib/server/db/schema';

/** The item in the reader's language when it was translated into it, else as published (in the default language). */
export function newsTextIn(item: NewsText & { translations: NewsTranslations }, locale: string): NewsText {
  const translated = item.translations[locale];
  return translated ?? { title: item.title, summary: item.summary, body: item.body };
}
