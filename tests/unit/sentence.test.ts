import { createTranslator } from 'use-intl/core';
import { sentenceText } from '@/lib/format/sentence';
import { ALL_LOCALES, loadMessages } from '../support/messages';

test.each(ALL_LOCALES)('in %s a recipient whose shortened name ends in a dot ends the sentence with one dot', (locale) => {
  const t = createTranslator({ locale, messages: loadMessages(locale), namespace: 'transfers' }) as unknown as (
    key: string,
    values: Record<string, string>,
  ) => string;
  const message = sentenceText(t('success.message', { amount: '€20.00', name: 'Jana N.' }));
  expect(message).toContain('Jana N.');
  expect(message).not.toMatch(/\.\.$/);
});

test('an ellipsis and a dot inside a sentence stay as they are', () => {
  expect(sentenceText('Sending…')).toBe('Sending…');
  expect(sentenceText('Acme s.r.o. paid you.')).toBe('Acme s.r.o. paid you.');
});
