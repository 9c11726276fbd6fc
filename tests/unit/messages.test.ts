import { ALL_LOCALES, loadMessages, messageEntries } from '../support/messages';

const english = new Map(messageEntries(loadMessages('en')));
const otherLocales = ALL_LOCALES.filter((locale) => locale !== 'en');
/** ICU arguments such as {brand} or {count, plural, …}: a translation must keep every one. */
const argumentsOf = (text: string) => [...new Set([...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();

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
});
