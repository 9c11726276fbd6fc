import {
  ALL_LOCALES,
  loadMessages,
  messageAt,
  messageEntries,
  SAME_IN_EVERY_LANGUAGE,
  SAME_IN_THIS_LANGUAGE,
  sameByShape,
} from '../support/messages';

const english = new Map(messageEntries(loadMessages('en')));
const otherLocales = ALL_LOCALES.filter((locale) => locale !== 'en');
/** ICU arguments such as {brand} or {count, plural, …}: a translation must keep every one. */
const argumentsOf = (text: string) => [...new Set([...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();

/**
 * English texts a language still lacks a translation for, by key. This list only shrinks: translate a text and delete
 * its key here; a new key never goes on it.
 */
const KNOWN_UNTRANSLATED: Record<string, readonly string[]> = {};

test('there are the 8 interface languages', () => {
  expect([...ALL_LOCALES].sort()).toEqual(['cs', 'de', 'el', 'en', 'es', 'hu', 'ru', 'sk']);
});

describe.each(otherLocales)('messages/%s.json', (locale) => {
  const entries = new Map(messageEntries(loadMessages(locale)));

  test('has exactly the key paths of en.json', () => {
    const missing = [...english.keys()].filter((key) => !entries.has(key));
    const extra = [...entries.keys()].filter((key) => !english.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  test('keeps the placeholders of every English text and leaves no text empty', () => {
    const wrong = [...english]
      .filter(([key]) => entries.has(key))
      .filter(([key, text]) => {
        const translated = entries.get(key) ?? '';
        return !translated.trim() || argumentsOf(translated).join() !== argumentsOf(text).join();
      })
      .map(([key]) => key);
    expect(wrong).toEqual([]);
  });

  // The API answers in the request's language (the lang header); a copy of English would hide that.
  test('translates the API texts under errors and validation rather than repeating English', () => {
    const untranslated = [...english]
      .filter(([key, text]) => /^(errors|validation)\./.test(key) && entries.get(key) === text)
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  test('translates every text a customer reads rather than repeating English (brand words, codes and units aside)', () => {
    const allowed = new Set([...SAME_IN_EVERY_LANGUAGE, ...(SAME_IN_THIS_LANGUAGE[locale] ?? [])]);
    const known = new Set(KNOWN_UNTRANSLATED[locale] ?? []);
    const untranslated = [...english]
      .filter(([key, text]) => entries.get(key) === text && !allowed.has(text) && !sameByShape(text) && !known.has(key))
      .map(([key, text]) => `${key}: ${text}`);
    expect(untranslated).toEqual([]);
  });

  test('names an exchange order by side and type in one phrase of the language, never English side and type glued', () => {
    const labels = ['buy', 'sell'].flatMap((side) =>
      ['market', 'limit', 'stop_limit'].map((type) => entries.get(`exchange.orderLabels.${side}.${type}`)),
    );
    expect(labels.every((label) => label && !/\{/.test(label))).toBe(true);
  });
});

test('Czech says "Limitní nákup" for a buy limit order, in the order a Czech reader expects', () => {
  expect(messageAt(loadMessages('cs'), 'exchange.orderLabels.buy.limit')).toBe('Limitní nákup');
});

test('no English key glues a side and a type together', () => {
  expect([...english].filter(([, text]) => /\{side\}\s*\{type\}/.test(text)).map(([key]) => key)).toEqual([]);
});
