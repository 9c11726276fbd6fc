import 'server-only';
import type { Locale } from '@/lib/i18n/config';
import { AppError, type ErrorStatus } from '@/lib/server/http/errors';
import { translateKey, translatorFor } from '@/lib/server/i18n/translate';

type Values = Record<string, string | number>;

/**
 * A refusal whose text lives in the order features' own message namespaces (errors.* is the shared API's),
 * translated here into the request's language.
 */
export function refusal(status: ErrorStatus, key: string, locale: Locale, values?: Values): AppError {
  return new AppError(status, key, { literal: translateKey(translatorFor(locale), key, 'errors.badRequest', values) });
}

/** A refusal of one field's value, shown under that field like a schema error. */
export function fieldRefusal(field: string, key: string, locale: Locale, values?: Values): AppError {
  const t = translatorFor(locale);
  return new AppError(422, 'validationFailed', { fieldErrors: { [field]: translateKey(t, key, 'validation.invalid', values) } });
}
