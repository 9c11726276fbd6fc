import {
  buildBitkasaView,
  buildCashWithdrawalsView,
  buildCryptoMerchView,
  buildDocumentView,
  buildKioskView,
  buildPricingView,
} from '@/lib/server/content/page';
import { searchHelp } from '@/lib/server/content/help';
import type { Locale } from '@/lib/i18n/config';
import { ALL_LOCALES, loadMessages, messageEntries } from '../support/messages';

/** The message groups the content pages read (lib/server/pages/content.ts). */
const CONTENT_GROUPS = [
  'cashWithdrawals',
  'bitkasa',
  'cryptoMerch',
  'bitcoinBase',
  'kiosk',
  'terms',
  'privacy',
  'helpCenter',
  'pricingPlan',
];
const isContentKey = (key: string) => key.startsWith('content.') || CONTENT_GROUPS.some((group) => key.startsWith(`pages.${group}.`));
const contentEntries = (locale: Locale) => new Map(messageEntries(loadMessages(locale)).filter(([key]) => isContentKey(key)));

function everyView(locale: Locale) {
  return [
    buildCashWithdrawalsView(locale),
    buildBitkasaView(locale),
    buildCryptoMerchView(locale),
    buildKioskView(locale),
    buildDocumentView(locale, 'terms'),
    buildDocumentView(locale, 'privacy'),
    buildDocumentView(locale, 'bitcoinBase'),
    buildPricingView(locale),
    searchHelp(locale, { query: '', topic: '' }),
  ];
}

/** Every string a value holds, however deep. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : [];

describe.each(ALL_LOCALES)('content pages in %s', (locale) => {
  test('every page builds from messages that exist, with every placeholder filled', () => {
    // next-intl reports a missing message on the console and shows its key path instead.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const texts = everyView(locale).flatMap(stringsOf);
      expect(reported).not.toHaveBeenCalled();
      expect(texts.filter((text) => /^(pages|content)\.\w/.test(text) || /\{\w+\}/.test(text))).toEqual([]);
      expect(texts.join(' ')).toContain('Kryptomat');
    } finally {
      reported.mockRestore();
    }
  });

  test('the help centre has six topics and at least 30 questions', () => {
    const view = searchHelp(locale, { query: '', topic: '' });
    expect(view.topics).toHaveLength(6);
    expect(view.total).toBeGreaterThanOrEqual(30);
  });

  test('the legal texts are dated in the language and number their sections', () => {
    const terms = buildDocumentView(locale, 'terms');
    expect(terms.numbered).toBe(true);
    expect(terms.updated?.iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(terms.updated?.text).toContain('2026');
    expect(new Set(terms.sections.map((section) => section.id)).size).toBe(terms.sections.length);
    expect(terms.sections.length).toBeGreaterThanOrEqual(12);
  });
});

describe.each(ALL_LOCALES.filter((locale) => locale !== 'en'))('content messages in %s', (locale) => {
  const english = contentEntries('en');
  const translated = contentEntries(locale);

  test('no text is empty', () => {
    expect([...translated].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
  });

  // A few words are the same in both languages ("Cookies", "Support"); a copied English text is not.
  test('at least 90% of the texts differ from English, and no long one is a copy', () => {
    const copies = [...english].filter(([key, text]) => translated.get(key) === text).map(([key]) => key);
    expect(copies.length / english.size).toBeLessThan(0.1);
    expect(copies.filter((key) => (english.get(key) ?? '').length > 20)).toEqual([]);
  });

  test('the dates and prices are written for the language', () => {
    expect(buildDocumentView(locale, 'terms').updated?.text).not.toBe(buildDocumentView('en', 'terms').updated?.text);
    const advanced = (view: ReturnType<typeof buildPricingView>) => view.plans.find((plan) => plan.plan === 'advanced')?.price;
    expect(advanced(buildPricingView(locale))).toMatch(/9[.,]99/);
  });
});

test('English prices and the merchandise catalogue', () => {
  expect(buildPricingView('en').plans.map(({ plan, price, free, href }) => ({ plan, price, free, href }))).toEqual([
    { plan: 'basic', price: '€0.00', free: true, href: '/register/basic' },
    { plan: 'advanced', price: '€9.99', free: false, href: '/register/advanced' },
    { plan: 'pro', price: '€29.99', free: false, href: '/register/pro' },
  ]);
  expect(buildPricingView('de').plans.map((plan) => plan.price)).toEqual(['0,00\u00a0€', '9,99\u00a0€', '29,99\u00a0€']);
  const catalogue = buildCryptoMerchView('en').parts.find((part) => part.kind === 'cards');
  expect(catalogue?.kind === 'cards' && catalogue.items.map((item) => item.price)).toEqual([
    '€24.90',
    '€49.90',
    '€19.90',
    '€12.90',
    '€4.90',
    '€34.90',
  ]);
});
