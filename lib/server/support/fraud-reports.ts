import 'server-only';
import { randomInt } from 'node:crypto';
import { db, schema } from '@/lib/server/db';
import { fraudReportReceivedEmail } from './fraud-mail';
import { sendEmail } from '@/lib/server/mail';
import { enforceRateLimit } from '@/lib/server/security';
import type { Locale } from '@/lib/i18n/config';
import type { FraudReport } from '@/lib/validation/fraud-report';

// Crockford's base32: no I, L, O or U, so a reference read out on the phone cannot be misheard as another.
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const REFERENCE_LENGTH = 10;
const INSERT_ATTEMPTS = 3;

export function newFraudReference(): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `FR-${code}`;
}

/**
 * Stores a /Report-Fraud report and e-mails the reporter its reference. Counted per IP and per reporter
 * e-mail before anything is written: every report is a row and an e-mail to the address given.
 */
export async function submitFraudReport(
  report: FraudReport,
  context: { ip: string | null; locale: Locale },
): Promise<{ reference: string }> {
  await enforceRateLimit('fraud-report', { ip: context.ip });
  await enforceRateLimit('fraud-report', { email: report.email });
  const createdAt = new Date();
  let reference: string | undefined;
  // Fifty bits make a collision all but impossible; the unique index makes it harmless, and we draw again.
  for (let attempt = 0; attempt < INSERT_ATTEMPTS && !reference; attempt++) {
    const [row] = await db()
      .insert(schema.fraudReports)
      .values({
        reference: newFraudReference(),
        name: report.name,
        email: report.email,
        phone: report.phone || null,
        category: report.category,
        transactionReference: report.transactionReference || null,
        description: report.description,
        locale: context.locale,
        ip: context.ip,
        createdAt,
      })
      .onConflictDoNothing({ target: schema.fraudReports.reference })
      .returning({ reference: schema.fraudReports.reference });
    reference = row?.reference;
  }
  if (!reference) throw new Error('no free fraud report reference after several attempts');
  await sendEmail({
    ...fraudReportReceivedEmail(
      { email: report.email, language: context.locale, antiPhishingCode: null },
      reference,
      report.category,
      createdAt,
    ),
    purpose: 'fraud-report',
  });
  return { reference };
}
