import { beneficiarySchema } from '@/lib/validation/bank';
import { fieldKeys } from '../support/validation';

/** The beneficiary form's schema, which the API checks with too: the BIC's country (its 5th and 6th letters) is the IBAN's. */
const beneficiary = (iban: string, bic: string) =>
  fieldKeys(beneficiarySchema.safeParse({ name: 'Jana Nováková', iban, bic, currency: 'EUR' }));

describe('a beneficiary’s BIC is of a bank in the IBAN’s country', () => {
  test.each([
    ['a Czech IBAN with a German BIC', 'CZ6508000000192000145399', 'DEUTDEFF'],
    ['a German IBAN with a Czech BIC', 'DE89370400440532013000', 'gibaczpx'],
    ['a British IBAN with a French BIC', 'GB82WEST12345698765432', 'BNPAFRPP'],
  ])('%s is refused on the BIC', (_label, iban, bic) => {
    expect(beneficiary(iban, bic)).toEqual({ bic: 'bank.validation.bicCountry' });
  });

  test.each([
    ['a Czech IBAN with a Czech BIC', 'CZ6508000000192000145399', 'GIBACZPXXXX'],
    ['a British IBAN with a bank of Jersey, which uses British IBANs', 'GB82WEST12345698765432', 'RBOSJESH'],
    ['a French IBAN with a bank of Réunion, which uses French IBANs', 'FR7630006000011234567890189', 'BNPARERX'],
  ])('%s is accepted', (_label, iban, bic) => {
    expect(beneficiary(iban, bic)).toEqual({});
  });
});
