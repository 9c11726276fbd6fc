// What other domains and app/ may call in lib/server/statements: they import '@/lib/server/statements', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { statementCsv, statementPdf } from './export';
export { getAllBalancesPage, getAllTransactionsPage, getTransactionsBoxPage } from './all-accounts';
