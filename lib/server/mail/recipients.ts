import 'server-only';
import { schema } from '@/lib/server/db';

const { users } = schema;

/** What an e-mail to a customer needs of their row: the address, the language, the anti-phishing code, the opt-out token. */
export const recipientColumns = {
  email: users.email,
  language: users.language,
  antiPhishingCode: users.antiPhishingCode,
  mailToken: users.mailToken,
};
