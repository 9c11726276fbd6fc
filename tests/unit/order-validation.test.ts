import { cardOrderFormSchema, challengeAnswerSchema, swapFormSchema, voucherPurchaseSchema } from '@/lib/validation/checkout';
import { isExpired, parseCardExpiry, passesLuhn } from '@/lib/validation/payment-card';
import { fieldKeys } from '../support/validation';

/** The order forms' schemas, shared by the browser and the handlers: each field gets its own message key. */

test.each(['4242424242424242', '4000000000000002', '4000000000003220', '5555555555554444', '378282246310005'])(
  '%s passes Luhn',
  (number) => {
    expect(passesLuhn(number)).toBe(true);
  },
);

test.each(['4242424242424241', '1234567812345678', ''])('%s fails Luhn', (number) => {
  expect(passesLuhn(number)).toBe(false);
});

test('expiry dates: MM/YY or MM/YYYY, a real month, valid through the end of the month', () => {
  expect(parseCardExpiry('12/30')).toEqual({ month: 12, year: 2030 });
  expect(parseCardExpiry(' 3 / 2031 ')).toEqual({ month: 3, year: 2031 });
  for (const wrong of ['13/30', '00/30', '1230', 'ab/cd', '12/3']) expect(parseCardExpiry(wrong)).toBeUndefined();

  const now = new Date('2026-05-31T23:59:00Z');
  expect(isExpired({ month: 5, year: 2026 }, now)).toBe(false);
  expect(isExpired({ month: 4, year: 2026 }, now)).toBe(true);
  expect(isExpired({ month: 1, year: 2027 }, now)).toBe(false);
});

const future = `12/${(new Date().getUTCFullYear() + 2) % 100}`;
const CARD = { cardNumber: '4242 4242 4242 4242', cardExpiry: future, cardCvc: '123' };

describe('buy by card form', () => {
  const valid = {
    amount: '49,90',
    currency: 'EUR',
    coin: 'LTC',
    walletAddress: ' ltc1qg42tkwuuxefutzxezdkdel39gfstuap288mfea ',
    email: 'A@Example.test',
    ...CARD,
  };

  test('a complete form passes, normalized: decimal comma, spaces in the card number and around the address', () => {
    const result = cardOrderFormSchema.safeParse(valid);
    expect(result.success && result.data).toMatchObject({
      amount: '49.90',
      cardNumber: '4242424242424242',
      walletAddress: 'ltc1qg42tkwuuxefutzxezdkdel39gfstuap288mfea',
      email: 'a@example.test',
    });
  });

  test('every wrong field is named at once, the address included', () => {
    expect(
      fieldKeys(
        cardOrderFormSchema.safeParse({
          ...valid,
          amount: '10.999',
          walletAddress: 'LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH8',
          cardNumber: '4242',
          cardExpiry: '13/40',
          cardCvc: '1234',
        }),
      ),
    ).toEqual({
      amount: 'payments.validation.fiatAmount',
      walletAddress: 'payments.validation.address',
      cardNumber: 'payments.validation.cardNumber',
      cardExpiry: 'payments.validation.cardExpiry',
      cardCvc: 'payments.validation.cardCvc',
    });
  });

  test('an expired card, a zero amount and a coin without a validator are refused', () => {
    expect(fieldKeys(cardOrderFormSchema.safeParse({ ...valid, amount: '0', coin: 'ICP', cardExpiry: '01/21' }))).toEqual({
      amount: 'payments.validation.fiatAmount',
      coin: 'payments.validation.coin',
      cardExpiry: 'payments.validation.cardExpired',
    });
  });

  test('required fields say so', () => {
    expect(
      fieldKeys(
        cardOrderFormSchema.safeParse({
          amount: '',
          currency: 'EUR',
          coin: 'BTC',
          walletAddress: '',
          email: '',
          cardNumber: '',
          cardExpiry: '',
          cardCvc: '',
        }),
      ),
    ).toEqual({
      amount: 'validation.required',
      walletAddress: 'validation.required',
      email: 'validation.required',
      cardNumber: 'validation.required',
      cardExpiry: 'validation.required',
      cardCvc: 'validation.required',
    });
  });
});

describe('swap form', () => {
  const valid = {
    fromCoin: 'ETH',
    toCoin: 'BTC',
    amount: '0.5',
    destinationAddress: 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    email: 'a@example.test',
  };

  test('passes with a taproot destination', () => {
    expect(swapFormSchema.safeParse(valid).success).toBe(true);
  });

  test('a destination for the coin sent instead of the coin received is refused', () => {
    expect(fieldKeys(swapFormSchema.safeParse({ ...valid, destinationAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' }))).toEqual({
      destinationAddress: 'payments.validation.address',
    });
  });

  test('amounts: decimals with point or comma, nothing else', () => {
    for (const amount of ['1e3', '-1', '0', '0.000', '1.2.3', '½', '0x10']) {
      expect(fieldKeys(swapFormSchema.safeParse({ ...valid, amount }))).toEqual({ amount: 'payments.validation.amount' });
    }
    expect(swapFormSchema.safeParse({ ...valid, amount: '0,000001' }).success).toBe(true);
  });
});

test('a voucher needs a value, a currency, an e-mail and a card', () => {
  expect(voucherPurchaseSchema.safeParse({ value: '25', currency: 'CZK', email: 'a@example.test', ...CARD }).success).toBe(true);
  expect(fieldKeys(voucherPurchaseSchema.safeParse({ value: '', currency: '', email: 'x', ...CARD }))).toEqual({
    value: 'validation.required',
    currency: 'payments.validation.currency',
    email: 'validation.email',
  });
});

test('a challenge answer approves with a 6-digit code, or fails, or cancels', () => {
  const payment = 'PAY-0123456789ABCDEF';
  expect(challengeAnswerSchema.safeParse({ payment, action: 'approve', code: '123456' }).success).toBe(true);
  expect(challengeAnswerSchema.safeParse({ payment, action: 'cancel' }).success).toBe(true);
  expect(fieldKeys(challengeAnswerSchema.safeParse({ payment, action: 'approve', code: '12345' }))).toEqual({
    code: 'payments.validation.challengeCode',
  });
  expect(challengeAnswerSchema.safeParse({ payment: 'PAY-0123456789ABCDEI', action: 'fail' }).success).toBe(false);
  expect(challengeAnswerSchema.safeParse({ payment, action: 'refund' }).success).toBe(false);
});
