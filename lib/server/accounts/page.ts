import 'server-only';
import { notFound } from 'next/navigation';
import type { FiatCurrency } from '@/lib/money';
import { type CustomerRow, requireCustomer } from '@/lib/server/auth';
import { db } from '@/lib/server/db';
import { firstValue } from '@/lib/search-params';
import type { AccountBoxesView, AccountBoxView, AccountsView } from '@/lib/views/accounts';
import { accountBoxesOf } from './portfolio';

type SearchParams = Record<string, string | string[] | undefined>;

/** The currency values are shown in: `?currency=` when it names one, else crowns for a Czech-speaking customer. */
export function displayCurrency(user: Pick<CustomerRow, 'language'>, params: SearchParams): FiatCurrency {
  const asked = firstValue(params.currency, '').toUpperCase();
  if (asked === 'EUR' || asked === 'CZK') return asked;
  return user.language === 'cs' ? 'CZK' : 'EUR';
}

/** /Account: every account of the customer with its number, balance (what orders hold included) and value. */
export async function getAccountsPage(params: SearchParams = {}): Promise<AccountsView> {
  const { user } = await requireCustomer();
  const currency = displayCurrency(user, params);
  return { currency, accounts: await accountBoxesOf(db(), user.id, currency) };
}

/**
 * /Accountboxes and its variants: the customer's accounts as boxes, all of them or one family; /accountbox?account=
 * one box (another customer's account is a 404).
 */
export async function getAccountBoxesPage(
  params: SearchParams,
  groups: AccountBoxView['group'][] = ['credit', 'crypto', 'earning', 'cash'],
): Promise<AccountBoxesView> {
  const { user } = await requireCustomer();
  const currency = displayCurrency(user, params);
  const boxes = (await accountBoxesOf(db(), user.id, currency)).filter((box) => groups.includes(box.group));
  const account = firstValue(params.account, '');
  if (account === '') return { currency, groups, boxes };
  const one = boxes.filter((box) => String(box.id) === account);
  if (one.length === 0) notFound();
  return { currency, groups: [one[0]!.group], boxes: one };
}
