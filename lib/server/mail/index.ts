// What other domains may call in lib/server/mail: they import '@/lib/server/mail', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { deliverQueuedEmails, sendEmail, sendEmailWhen, sendSms } from './deliver';
export type { Email } from './deliver';
export { mailLink, unsubscribeMacMatches } from './links';
export { mailTime, recipientLocale, render, whenAndFrom } from './templates';
export type { Recipient, RenderedEmail } from './templates';
