import 'server-only';
import { requireCustomer } from '@/lib/server/auth';
import { db } from '@/lib/server/db';
import { localizedPath, translateError } from '@/lib/server/i18n';
import { pageLocale } from '@/lib/server/seo';
import { AppError } from '@/lib/server/core';
import { balancesOf, statementEntries, type StatementEntry, statementFigures } from '@/lib/server/ledger';
import { firstValue } from '@/lib/search-params';
import { statementQuerySchema } from '@/lib/validation/statements';
import type { StatementView } from '@/lib/views/statements';
import { routePath } from '@/lib/routes';
import { monthStartUtc, statementDecimal, todayUtc } from './statement';

type SearchParams = Record<string, string | string[] | undefined>;

/** How many entries the screen shows; the CSV and the PDF carry every one. */
const SHOWN = 100;

/** /Specificaccountstatement: one of the customer's accounts over a period, its totals and the two downloads. */
export async function getStatementPage(params: SearchParams): Promise<StatementView> {
  const { user } = await requireCustomer();
  const accounts = (await balancesOf(db(), user.id)).map(({ id, number, asset, kind }) => ({ id, number: number ?? '', asset, kind }));
  const requested = Number(firstValue(params.account, ''));
  const account =
    accounts.find((candidate) => candidate.id === requested) ??
    accounts.find((candidate) => candidate.kind === 'available' && candidate.asset === 'EUR') ??
    accounts[0];
  const query = { account: account?.id ?? 0, from: firstValue(params.from, monthStartUtc()), to: firstValue(params.to, todayUtc()) };
  const view: StatementView = { accounts, query, error: null, action: await localizedPath(routePath('accountStatement')), statement: null };
  if (!account) return view;
  const parsed = statementQuerySchema.safeParse(query);
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? '_'), issue.message]));
    const { fieldErrors: translated, message } = translateError(new AppError(400, 'badRequest', { fieldErrors }), await pageLocale());
    return { ...view, error: Object.values(translated ?? {})[0] ?? message };
  }
  const statement = await statementFigures(db(), user.id, parsed.data);
  const firstBatch: StatementEntry[] = (await statementEntries(statement, SHOWN).next()).value || [];
  const decimal = (units: bigint) => statementDecimal(statement, units);
  const download = new URLSearchParams({ account: String(account.id), from: parsed.data.from, to: parsed.data.to }).toString();
  return {
    ...view,
    statement: {
      asset: account.asset,
      opening: decimal(statement.opening),
      credits: decimal(statement.credits),
      debits: decimal(statement.debits),
      closing: decimal(statement.closing),
      count: statement.count,
      entries: firstBatch.map((entry) => ({
        id: entry.id,
        transactionId: entry.transactionId,
        createdAt: entry.createdAt.toISOString(),
        kind: entry.kind,
        status: entry.status,
        account,
        amount: decimal(entry.amount),
        balanceAfter: decimal(entry.balanceAfter),
      })),
      csv: `/api/user/v1/statements/csv?${download}`,
      pdf: `/api/user/v1/statements/pdf?${download}`,
    },
  };
}
