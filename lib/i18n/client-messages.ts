import type { AbstractIntlMessages } from 'next-intl';
import type en from '@/messages/en.json';

export type Namespace = keyof typeof en;

/**
 * Namespaces only server components read (page texts, e-mails, metadata, the server-rendered public
 * pages): never sent to the browser.
 */
const SERVER_ONLY: ReadonlySet<string> = new Set<Namespace>([
  'pages',
  'mail',
  'meta',
  'seo',
  'blog',
  'press',
  'content',
  'rates',
  'home',
  'notFound',
  'styleGuide',
  'maintenance',
]);

/** What client components on every page read: the site frame, the theme and language switches, forms, the snackbar. */
const SHELL: readonly Namespace[] = ['common', 'errors', 'validation', 'site', 'frame'];

/**
 * Every page ships the messages its client components may read inside its HTML, so each page gets the shell's
 * (root layout) plus those of its own forms (components/i18n/WithMessages.tsx), not the whole catalogue.
 */
export function pickMessages(messages: AbstractIntlMessages, namespaces: readonly Namespace[]): AbstractIntlMessages {
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => namespaces.includes(namespace as Namespace)));
}

export function shellMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return pickMessages(messages, SHELL);
}

/** Sign-in and customer-area pages: every namespace a client component may read, beyond the shell's. */
export function accountMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(
    Object.entries(messages).filter(([namespace]) => !SERVER_ONLY.has(namespace) && !SHELL.includes(namespace as Namespace)),
  );
}
