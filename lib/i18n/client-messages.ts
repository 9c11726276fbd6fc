import type { AbstractIntlMessages } from 'next-intl';

/**
 * Namespaces only server components read (long page texts such as terms, privacy, help articles): kept
 * out of the messages every page sends to the browser.
 */
const serverOnlyNamespaces = new Set(['pages']);

export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => !serverOnlyNamespaces.has(namespace)));
}
