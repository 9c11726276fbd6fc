import { CRYPTO_AMOUNT_PATTERN, FIAT_AMOUNT_PATTERN, readDecimalInput } from '@/lib/validation/decimal-input';
import { fiatAmountField } from '@/lib/validation/amount-fields';

describe('readDecimalInput (what the order forms read while they render)', () => {
  it('reads a decimal comma as a point and trims', () => {
    expect(readDecimalInput(' 12,5 ', FIAT_AMOUNT_PATTERN)).toBe('12.5');
    expect(readDecimalInput('0.00000001', CRYPTO_AMOUNT_PATTERN)).toBe('0.00000001');
  });

  it('takes zeros after the cents, which change nothing, but no other third decimal', () => {
    expect(readDecimalInput('1,000', FIAT_AMOUNT_PATTERN)).toBe('1.000');
    expect(readDecimalInput('25.5000', FIAT_AMOUNT_PATTERN)).toBe('25.5000');
    expect(readDecimalInput('1.001', FIAT_AMOUNT_PATTERN)).toBeUndefined();
  });

  it('refuses zero, too many decimals, signs and words', () => {
    for (const typed of ['0', '0.00', '1.005', '-5', '1e3', 'ten', '', '1.2.3'])
      expect(readDecimalInput(typed, FIAT_AMOUNT_PATTERN)).toBeUndefined();
  });

  it('agrees with the schema the handler uses', () => {
    for (const typed of ['12,5', '0', '1.005', '999999999.99', '1000000000', ' 7 ', 'abc']) {
      const parsed = fiatAmountField.safeParse(typed);
      expect(readDecimalInput(typed, FIAT_AMOUNT_PATTERN)).toBe(parsed.success ? parsed.data : undefined);
    }
  });
});
