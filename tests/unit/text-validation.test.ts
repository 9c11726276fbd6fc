import type { z } from 'zod';
import { registerSchema } from '@/lib/validation/auth';
import { beneficiarySchema } from '@/lib/validation/bank';
import { fraudReportSchema } from '@/lib/validation/fraud-report';
import { editProfileSchema } from '@/lib/validation/profile';
import { newMessageSchema } from '@/lib/validation/mailbox';
import { replySchema, supportNoteSchema, ticketSchema } from '@/lib/validation/support';
import { fieldKeys } from '../support/validation';

/** Every free-text field a customer writes: the schema, a valid input, the field, and whether it has several lines. */
const person = {
  profileType: 'personal',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.test',
  phoneCountry: 'CZ',
  phone: '601234567',
  password: 'long enough',
  confirmPassword: 'long enough',
  terms: true,
};
const company = {
  ...person,
  profileType: 'corporate',
  companyName: 'Engines s.r.o.',
  companyIdNumber: '123 45 678',
  vatId: 'CZ12345678',
  companyAddress: 'Praha 1',
};
const profile = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.test',
  countryCode: '',
  phone: '',
  residenceCountry: '',
  citizenship: '',
  companyName: 'Engines s.r.o.',
  companyIdNumber: '',
  vatId: '',
  companyAddress: 'Praha 1',
};
const description = 'Someone called me and asked for my password.';

type Field = [label: string, schema: z.ZodType, valid: Record<string, unknown>, field: string, multiline: boolean];
const fields: Field[] = [
  ['registration first name', registerSchema, person, 'firstName', false],
  ['registration last name', registerSchema, person, 'lastName', false],
  ['registration company name', registerSchema, company, 'companyName', false],
  ['registration company address', registerSchema, company, 'companyAddress', false],
  ['profile first name', editProfileSchema, profile, 'firstName', false],
  ['profile last name', editProfileSchema, profile, 'lastName', false],
  ['profile company name', editProfileSchema, profile, 'companyName', false],
  ['profile company address', editProfileSchema, profile, 'companyAddress', false],
  [
    'beneficiary name',
    beneficiarySchema,
    { name: 'Jana Nováková', iban: 'CZ6508000000192000145399', bic: 'GIBACZPX', currency: 'EUR' },
    'name',
    false,
  ],
  ['message subject', newMessageSchema, { subject: 'Card limit', body: 'Hello' }, 'subject', false],
  ['message body', newMessageSchema, { subject: 'Card limit', body: 'Hello' }, 'body', true],
  ['ticket subject', ticketSchema, { category: 'payments', subject: 'Deposit', description }, 'subject', false],
  ['ticket description', ticketSchema, { category: 'payments', subject: 'Deposit', description }, 'description', true],
  ['ticket reply', replySchema, { body: 'Fio banka' }, 'body', true],
  ['support note subject', supportNoteSchema, { email: 'guest@example.test', subject: 'Locked out', description }, 'subject', false],
  ['support note text', supportNoteSchema, { email: 'guest@example.test', subject: 'Locked out', description }, 'description', true],
  ['fraud report name', fraudReportSchema, { name: 'Ada', email: 'ada@example.test', category: 'phishing', description }, 'name', false],
  [
    'fraud report text',
    fraudReportSchema,
    { name: 'Ada', email: 'ada@example.test', category: 'phishing', description },
    'description',
    true,
  ],
];

const CONTROLS: [string, string][] = [
  ['ESC (the cursor move of the payout line)', '\x1b[67G'],
  ['NUL', '\x00'],
  ['BEL', '\x07'],
  ['a backspace', '\b'],
  ['a lone carriage return', '\r'],
  ['a vertical tab', '\v'],
  ['DEL', '\x7f'],
  ['C1 NEL (U+0085)', '\u0085'],
  ['C1 CSI (U+009B)', '\u009b2J'],
  ['a right-to-left override (U+202E)', '\u202e'],
  ['a left-to-right embedding (U+202A)', '\u202a'],
  ['a right-to-left isolate (U+2067)', '\u2067'],
  ['a pop directional isolate (U+2069)', '\u2069'],
  ['a right-to-left mark (U+200F)', '\u200f'],
  ['an Arabic letter mark (U+061C)', '\u061c'],
];

const withValue = (valid: Record<string, unknown>, field: string, text: string) => ({ ...valid, [field]: text });

describe.each(fields)('%s', (_label, schema, valid, field, multiline) => {
  const base = String(valid[field]);

  test('accepts the plain text', () => {
    expect(fieldKeys(schema.safeParse(valid))).toEqual({});
  });

  test.each(CONTROLS)('refuses %s inside the text', (_name, control) => {
    expect(fieldKeys(schema.safeParse(withValue(valid, field, `${base}${control}${base}`)))[field]).toBe('validation.controlCharacters');
  });

  if (multiline) {
    test.each([
      ['\\n', 'First line.\nSecond line, long enough for every form.'],
      ['\\r\\n', 'First line.\r\nSecond line, long enough for every form.'],
      ['a tab and blank lines', 'Amount:\t100 EUR\n\n\nReference:\tVS-2026-1, long enough.'],
    ])('keeps line breaks: %s', (_name, text) => {
      const result = schema.safeParse(withValue(valid, field, text));
      expect(fieldKeys(result)).toEqual({});
      expect((result.data as Record<string, unknown>)[field]).toBe(text);
    });
  } else {
    test.each([
      ['a line break', '\n'],
      ['a tab', '\t'],
    ])('refuses %s inside a one-line text', (_name, control) => {
      expect(fieldKeys(schema.safeParse(withValue(valid, field, `${base}${control}${base}`)))[field]).toBe('validation.controlCharacters');
    });
  }
});

describe('names another customer reads (first, last and company name)', () => {
  const names: [string, Record<string, unknown>, string][] = [
    ['registration first name', person, 'firstName'],
    ['registration last name', person, 'lastName'],
    ['registration company name', company, 'companyName'],
  ];
  const profileNames = ['firstName', 'lastName', 'companyName'];

  test.each([
    'Unlock now at https://k.example/x',
    'Jana http://x',
    'see www.example',
    'WWW.EXAMPLE',
    'kryptomat-support.com',
    'evil.example/login',
    'Support at Example.COM',
    'пример.рф',
    'ftp://10.0.0.1',
    '192.168.1.20',
  ])('refuse a link or host name: %s', (text) => {
    for (const [, valid, field] of names) {
      expect(fieldKeys(registerSchema.safeParse(withValue(valid, field, text)))[field]).toBe('validation.noLinks');
    }
    for (const field of profileNames) {
      expect(fieldKeys(editProfileSchema.safeParse(withValue(profile, field, text)))[field]).toBe('validation.noLinks');
    }
  });

  test.each(['J. Novák', 'Novák s.r.o.', 'Horváth a.s.', 'J.R.R. Tolkien', "O'Brien", 'Mary-Jane', 'Ľubica', 'Παπαδοπούλου', 'Co. KG'])(
    'accept a real name: %s',
    (text) => {
      for (const [, valid, field] of names) expect(fieldKeys(registerSchema.safeParse(withValue(valid, field, text)))).toEqual({});
      for (const field of profileNames) expect(fieldKeys(editProfileSchema.safeParse(withValue(profile, field, text)))).toEqual({});
    },
  );

  test('first and last names take 50 characters, a company name 200', () => {
    for (const field of ['firstName', 'lastName']) {
      expect(fieldKeys(registerSchema.safeParse(withValue(person, field, 'a'.repeat(50))))).toEqual({});
      expect(fieldKeys(registerSchema.safeParse(withValue(person, field, 'a'.repeat(51))))).toEqual({ [field]: 'validation.tooLong' });
      expect(fieldKeys(editProfileSchema.safeParse(withValue(profile, field, 'a'.repeat(51))))).toEqual({ [field]: 'validation.tooLong' });
    }
    expect(fieldKeys(registerSchema.safeParse(withValue(company, 'companyName', 'a'.repeat(200))))).toEqual({});
    expect(fieldKeys(registerSchema.safeParse(withValue(company, 'companyName', 'a'.repeat(201))))).toEqual({
      companyName: 'validation.tooLong',
    });
    expect(fieldKeys(editProfileSchema.safeParse(withValue(profile, 'companyName', 'a'.repeat(201))))).toEqual({
      companyName: 'validation.tooLong',
    });
  });
});
