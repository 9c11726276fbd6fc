import 'server-only';
import { type Recipient, render, type RenderedEmail } from '@/lib/server/mail';

/**
 * Support's answer to a /jiranote guest note: e-mail is the only channel of someone who cannot sign in, so the answer
 * itself is in the message. Only support writes it; nothing the sender typed is repeated but the subject they chose.
 */
export function guestAnswerEmail(recipient: Recipient, ticket: { id: number; subject: string }, answer: string): RenderedEmail {
  return render(recipient, (t, brand) => ({
    subject: t('support.mail.subject', { brand, id: ticket.id }),
    paragraphs: [t('support.mail.intro', { subject: ticket.subject }), answer, t('support.mail.replyHint')],
    facts: [[t('support.mail.reference'), `#${ticket.id}`]],
  }));
}
