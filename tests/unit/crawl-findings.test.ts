import {
  decimalFindings,
  englishFindings,
  englishIndex,
  keyIndex,
  messageKeyFindings,
  placeholderLinkFindings,
  statusCodeFindings,
} from '../../e2e/crawl-findings';
import { messageText } from '../support/messages';

// The crawler's eyes (e2e/crawler.spec.ts): each check must see what issue 43 saw, and nothing a customer reads rightly.

test('a message key shown in place of its text is found; a file name, a host and an address are not', () => {
  const keys = keyIndex();
  expect(messageKeyFindings('Kód: vouchers.redeem.validation.code', keys)).toEqual([
    'message key shown: "vouchers.redeem.validation.code"',
  ]);
  expect(messageKeyFindings('history.csv · www.kryptomat.cz · demo@kryptomat.test · Fig. 2.1', keys)).toEqual([]);
});

test('a status code in capitals is found; an IBAN and a plain abbreviation are not', () => {
  expect(statusCodeFindings('Stav: BUY_IN_PROGRESS')).toEqual(['raw code shown: BUY_IN_PROGRESS']);
  expect(statusCodeFindings('IBAN CZ72 0800 0000 0028 0123 4575 · ATM · 2FA')).toEqual([]);
});

test('more decimals than an asset has are found in the reader’s separators, its own precision is not', () => {
  expect(decimalFindings('0,010097917297176797 ETH', 'cs')).toEqual(['too many decimals for ETH: "0,010097917297176797 ETH"']);
  expect(decimalFindings('0.010097917297176797 ETH', 'cs')).toHaveLength(1);
  expect(decimalFindings('Kurz 2197728.95416 CZK', 'cs')).toEqual(['too many decimals for CZK: "2197728.95416 CZK"']);
  expect(decimalFindings('0.123456789 BTC', 'en')).toHaveLength(1);
  expect(decimalFindings('€25.505', 'en')).toHaveLength(1);
  const rightlyShown = [
    '2\u00a0243\u00a0818,83 Kč',
    '0,01009792 ETH',
    '0,00034 ETH',
    '1,234 BTC',
    '€1,234.50',
    '0.2345 EUR',
    '0.00012345 BTC',
  ];
  expect(rightlyShown.flatMap((text) => decimalFindings(text, text.includes(',') && !text.includes('€') ? 'cs' : 'en'))).toEqual([]);
});

test('links to placeholder hosts and to other loopback servers are found; the app’s own and real hosts are not', () => {
  const links = [
    'https://fintech-europe-weekly.example/2026/10/x',
    'https://www.example.com/',
    'http://localhost:9999/',
    'https://test.kryptomat.cz/',
    'http://localhost:3100/Home',
    'https://kryptomat.cz/Help_center',
    'mailto:help@kryptomat.test',
  ];
  expect(placeholderLinkFindings(links, ['http://localhost:3100'])).toEqual([
    'link to a placeholder host: https://fintech-europe-weekly.example/2026/10/x',
    'link to a placeholder host: https://www.example.com/',
    'link to a placeholder host: http://localhost:9999/',
    'link to a placeholder host: https://test.kryptomat.cz/',
  ]);
});

test('English texts of the messages on a Czech page are found, with or without their placeholders; Czech and brand words are not', () => {
  const index = englishIndex('cs');
  const shown = ['Forgot password?', 'Order 12 placed.', messageText('cs', 'auth.signIn'), 'Staking', 'English', 'Kryptomat'];
  expect(englishFindings(shown, index)).toEqual([
    'English text "Forgot password?" (auth.forgotPassword)',
    'English text "Order 12 placed." (exchange.form.placed)',
  ]);
});
