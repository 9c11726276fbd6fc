import 'server-only';
import { fromUnits, scaleOf } from '@/lib/money';
import type { Statement } from '@/lib/server/ledger';

/** Today (UTC) as yyyy-mm-dd, and the first of its month: the default period of the statement pages. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);
export const monthStartUtc = () => `${todayUtc().slice(0, 8)}01`;

/** An amount of the statement's asset as a plain decimal string ("-10.25"). */
export const statementDecimal = (statement: Statement, units: bigint) => fromUnits(units, scaleOf(statement.account.asset));
