import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'use-intl/core';
import { fieldMessageText, type FieldTranslator } from '@/lib/i18n/field-message';
import { ALL_LOCALES, loadMessages, messageText } from '../support/messages';

const VALIDATION_DIR = path.join(process.cwd(), 'lib', 'validation');
/** Every message key the forms' schemas refuse with (`{ error: 'vouchers.redeem.validation.code' }` …). */
const schemaKeys = [
  ...new Set(
    readdirSync(VALIDATION_DIR)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) => [...readFileSync(path.join(VALIDATION_DIR, file), 'utf8').matchAll(/(?:error|message): '(\w+(?:\.\w+)+)'/g)])
      .map((match) => match[1]!),
  ),
].sort();

const translatorOf = (locale: (typeof ALL_LOCALES)[number]) =>
  createTranslator({ locale, messages: loadMessages(locale) }) as unknown as FieldTranslator;

test('the schemas name message keys of several namespaces (the test reads them all)', () => {
  expect(schemaKeys).toEqual(
    expect.arrayContaining(['validation.required', 'vouchers.redeem.validation.code', 'statements.errors.periodOrder']),
  );
});

describe.each(ALL_LOCALES)('a form field in %s', (locale) => {
  const t = translatorOf(locale);

  test.each(schemaKeys)('shows %s as the words of its message, never the key', (key) => {
    expect(fieldMessageText(key, t)).toBe(messageText(locale, key));
  });

  test('shows a sentence the server already translated as it is', () => {
    const sentence = messageText(locale, 'vouchers.redeem.errors.invalid');
    expect(fieldMessageText(sentence, t)).toBe(sentence);
  });
});
