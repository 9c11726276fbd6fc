import { routePath } from '@/lib/routes';
import { parseBlocks, plainText } from '@/lib/content/blocks';
import { searchHelp } from '@/lib/server/content/help';
import { foldForSearch, highlightTerms, MAX_QUERY_LENGTH, searchTerms } from '@/lib/content/search';
import { ALL_LOCALES } from '../support/messages';

const ids = (view: ReturnType<typeof searchHelp>) => view.results.flatMap((topic) => topic.questions.map((question) => question.id));
const allText = (view: ReturnType<typeof searchHelp>) =>
  view.results.flatMap((topic) => topic.questions.map((question) => foldForSearch(`${question.question} ${plainText(question.answer)}`)));

describe('folding and terms', () => {
  test('ignores letter case and accents in Latin, Greek and Cyrillic script', () => {
    expect(searchTerms('Bezpečnosť ÚČTU')).toEqual(['bezpecnost', 'uctu']);
    expect(searchTerms('ΑΣΦΆΛΕΙΑ λογαριασμός')).toEqual(['ασφαλεια', 'λογαριασμοσ']);
    expect(searchTerms('Ещё')).toEqual(['еще']);
    expect(foldForSearch('Größe')).toBe('große');
  });

  test('keeps words of two letters or more and numbers, once each', () => {
    expect(searchTerms('a level 2, level 2?')).toEqual(['level', '2']);
    expect(searchTerms('  ?! - ')).toEqual([]);
  });

  test('marks the matched words in their original spelling', () => {
    expect(highlightTerms('Ověření účtu a ověření karty', ['overeni'])).toEqual([
      { text: 'Ověření', marked: true },
      { text: ' účtu a ', marked: false },
      { text: 'ověření', marked: true },
      { text: ' karty', marked: false },
    ]);
    // Overlapping and adjacent matches become one mark.
    expect(highlightTerms('Bitcoin ATMs', ['bitco', 'coin', 'atm'])).toEqual([
      { text: 'Bitcoin', marked: true },
      { text: ' ', marked: false },
      { text: 'ATM', marked: true },
      { text: 's', marked: false },
    ]);
    expect(highlightTerms('Ασφάλεια', ['ασφαλεια'])).toEqual([{ text: 'Ασφάλεια', marked: true }]);
  });
});

describe('page text blocks', () => {
  test('blank lines separate paragraphs, "- " and "1. " lines make lists', () => {
    expect(parseBlocks('First line\ncontinues.\n\n- one\n- two\n\n1. first\n2. second\n\n- mixed\nnot a list')).toEqual([
      { kind: 'paragraph', text: 'First line continues.' },
      { kind: 'bullets', items: ['one', 'two'] },
      { kind: 'numbers', items: ['first', 'second'] },
      { kind: 'paragraph', text: '- mixed not a list' },
    ]);
  });
});

describe('help centre search', () => {
  test('without a search every topic and question is listed', () => {
    const view = searchHelp('en', { query: '', topic: '' });
    expect(view.topic).toBeNull();
    expect(view.results.map((topic) => topic.id)).toEqual(['account', 'verification', 'deposits', 'atms', 'swap', 'fees']);
    expect(view.total).toBeGreaterThanOrEqual(30);
  });

  test('finds a word that is only in a question', () => {
    const view = searchHelp('en', { query: 'anti-phishing', topic: '' });
    expect(ids(view)).toContain('account-antiPhishing');
    const hit = view.results.flatMap((topic) => topic.questions).find((question) => question.id === 'account-antiPhishing');
    expect(foldForSearch(plainText(hit?.answer ?? []))).not.toContain('phishing');
  });

  test('finds a word that is only in answers, and every hit contains it', () => {
    const view = searchHelp('en', { query: 'selfie', topic: '' });
    expect(ids(view)).toEqual(expect.arrayContaining(['verification-levels', 'verification-levelTwo']));
    expect(allText(view).every((text) => text.includes('selfie'))).toBe(true);
  });

  test('is case-insensitive and needs every word of the query', () => {
    const lower = searchHelp('en', { query: 'voucher password', topic: '' });
    expect(ids(lower)).toContain('swap-redeem');
    expect(ids(searchHelp('en', { query: 'VOUCHER Password', topic: '' }))).toEqual(ids(lower));
    expect(searchHelp('en', { query: 'voucher zebra', topic: '' }).total).toBe(0);
  });

  test('the topic filter keeps only that topic, with or without a search', () => {
    const atms = searchHelp('en', { query: '', topic: 'atms' });
    expect(atms.topic).toBe('atms');
    expect(atms.results.map((topic) => topic.id)).toEqual(['atms']);
    expect(atms.total).toBe(6);
    const feesInAtms = searchHelp('en', { query: 'receipt', topic: 'atms' });
    expect(feesInAtms.results.map((topic) => topic.id)).toEqual(['atms']);
    expect(searchHelp('en', { query: 'receipt', topic: '' }).total).toBeGreaterThanOrEqual(feesInAtms.total);
  });

  test('an unknown topic counts as all topics', () => {
    expect(searchHelp('en', { query: '', topic: 'nonsense' })).toMatchObject({
      topic: null,
      total: searchHelp('en', { query: '', topic: '' }).total,
    });
  });

  test('no match gives the empty state with the service desk', () => {
    const view = searchHelp('en', { query: 'zzqxw', topic: '' });
    expect(view).toMatchObject({ query: 'zzqxw', total: 0, results: [] });
    // With no service desk configured (the demo), the way to a person is the help centre's own contact section.
    expect(view.deskUrl).toBe(`${routePath('helpCenter')}#contact`);
    // Punctuation alone is a search that matches nothing, not a way to list everything.
    expect(searchHelp('en', { query: '?!', topic: '' }).total).toBe(0);
  });

  test('the query is trimmed and cut to its maximum length', () => {
    expect(searchHelp('en', { query: `  ${'x'.repeat(500)}  `, topic: '' }).query).toHaveLength(MAX_QUERY_LENGTH);
  });

  // A word from each language's own questions (one with diacritics where the language has them), typed in
  // capitals without its accents, still finds the question it came from.
  test.each(ALL_LOCALES.filter((locale) => locale !== 'en'))(
    '%s: a word typed in capitals without accents finds its question',
    (locale) => {
      const words = searchHelp(locale, { query: '', topic: '' })
        .results.flatMap((topic) => topic.questions)
        .flatMap((question) =>
          question.question
            .split(/[^\p{L}]+/u)
            .filter((word) => word.length >= 5)
            .map((word) => ({ word, id: question.id })),
        );
      const picked = words.find(({ word }) => word.normalize('NFD') !== word) ?? words[0];
      if (!picked) throw new Error(`no question words in ${locale}`);
      const typed = picked.word.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
      expect(typed).not.toBe(picked.word);
      expect(ids(searchHelp(locale, { query: typed, topic: '' }))).toContain(picked.id);
    },
  );
});
