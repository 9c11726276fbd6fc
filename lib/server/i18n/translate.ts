import 'server-only';
// The core entry: next-intl's main one brings React's client provider, which a plain Node process (the ops CLI) cannot load.
import { createTranslator } from 'use-intl/core';
import { formatFiat } from '@/lib/money';
import { defaultLocale, type Locale } from '@/lib/i18n/config';
import { formatDateTime, siteTimeZone } from '@/lib/i18n/date-format';
import { type AppError, type Message, messageKeyOf, type MessageValues } from '@/lib/server/core';
import cs from '@/messages/cs.json';
import de from '@/messages/de.json';
import el from '@/messages/el.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import hu from '@/messages/hu.json';
import ru from '@/messages/ru.json';
import sk from '@/messages/sk.json';

export type Messages = typeof en;

export const allMessages: Record<Locale, Messages> = { en, sk, cs, el, es, ru, de, hu };

const createFor = (locale: Locale) => createTranslator({ locale, messages: allMessages[locale] });
export type Translator = ReturnType<typeof createFor>;

// One translator per language for the life of the process: building one per API call showed in the
// viewuser benchmark.
const translators = new Map<Locale, Translator>();

/** Texts for API answers, which have no React tree to read messages from. */
export function translatorFor(locale: Locale = defaultLocale): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    translator = createFor(locale);
    translators.set(locale, translator);
  }
  return translator;
}

/**
 * Like t(key) but for keys computed at run time (error and validation keys): unknown keys fall back. Money
 * values are written the reader's way here, the one place a refusal meets its language.
 */
export function translateKey(locale: Locale, key: string, fallback: string, values?: MessageValues): string {
  const translate = translatorFor(locale) as unknown as {
    has(k: string): boolean;
    (k: string, v?: Record<string, string | number>): string;
  };
  return translate.has(key) ? translate(key, values && formatValues(values, locale)) : translate(fallback);
}

function formatValues(values: MessageValues, locale: Locale): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value !== 'object'
        ? value
        : 'instant' in value
          ? formatDateTime(value.instant, locale, value.timeZone ?? siteTimeZone(locale))
          : formatFiat(value.amount, value.currency, locale),
    ]),
  );
}

/** A refusal in one language: its message and the messages of the fields it names (schemas and domain code give keys). */
export function translateError(error: AppError, locale: Locale): { message: string; fieldErrors?: Record<string, string> } {
  const message = error.extra.literal ?? translateKey(locale, messageKeyOf(error), 'errors.badRequest', error.extra.values);
  if (!error.extra.fieldErrors) return { message };
  const fieldErrors = Object.fromEntries(
    Object.entries(error.extra.fieldErrors).map(([field, fieldMessage]: [string, string | Message]) => {
      const { key, values } = typeof fieldMessage === 'string' ? { key: fieldMessage, values: undefined } : fieldMessage;
      return [field, translateKey(locale, key, 'validation.invalid', values)];
    }),
  );
  return { message, fieldErrors };
}
