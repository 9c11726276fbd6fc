/** The translator a field message is read with: next-intl's `t`, which can also tell whether a key exists. */
export interface FieldTranslator {
  (key: string): string;
  has(key: string): boolean;
}

/**
 * A form field's message as the customer reads it. The browser's own schema check gives a message key of any
 * namespace (`validation.required`, `vouchers.redeem.validation.code`, `statements.errors.periodOrder`), the server's
 * answer a sentence it already translated: a key is translated, a sentence shown as it is. Recognising keys by one
 * naming pattern left every key outside it on the screen as it was.
 */
export function fieldMessageText(message: string | undefined, t: FieldTranslator): string | undefined {
  return message && t.has(message) ? t(message) : message;
}
