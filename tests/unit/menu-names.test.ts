import { ALL_LOCALES, messageText } from '../support/messages';

// /Transactions_crypto_credit redeems a gift voucher and nothing else (bank transfers in and out have their own
// screens in the same menu), so its menu entry and title are named for that in every language.
test.each(ALL_LOCALES)('in %s the voucher screen is named for what it offers', (locale) => {
  expect(messageText(locale, 'routes.cryptoCredit')).toBe(messageText(locale, 'vouchers.redeem.title'));
});
