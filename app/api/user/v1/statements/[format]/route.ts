import * as money from '@/lib/api/contracts/money';
import { db } from '@/lib/server/db';
import { apiHandler } from '@/lib/server/http';
import { statementCsv, statementPdf } from '@/lib/server/statements';
import { statementFigures } from '@/lib/server/ledger';

/**
 * An account statement as a file, streamed as it is written. A download link cannot send the client token header, so
 * the session cookie and the owner check (in statementFigures) are what protect it.
 */
export const GET = apiHandler(money.statement, async ({ session, params: { format }, query, locale }) => {
  const statement = await statementFigures(db(), session.user.id, query);
  const name = `statement-${statement.account.number}-${query.from}-${query.to}.${format}`;
  return new Response(format === 'csv' ? statementCsv(statement, session.user, locale) : statementPdf(statement, session.user, locale), {
    headers: {
      'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
