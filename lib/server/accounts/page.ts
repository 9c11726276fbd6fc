import 'server-only';
import { getLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { isChainAsset } from '@/lib/chain/networks';
import { FIAT_SCALE, fromUnits, scaleOf, toUnits, type FiatCurrency } from '@/lib/money';
import { type CustomerRow, requireCustomer, toUserRecord } from '@/lib/server/auth';
import { db, type Executor } from '@/lib/server/db';
import { dailyBalances, entriesOf } from '@/lib/server/ledger';
import { listUnreadNews } from '@/lib/server/notifications';
import { latestQuotes, priceOf, valueAt } from '@/lib/server/rates';
import { firstValue } from '@/lib/search-params';
import type { CustomerTransactionKind } from '@/lib/terms/ledger';
import type { AccountBoxesView, AccountBoxView, AccountsView } from '@/lib/views/accounts';
import {
  DASHBOARD_RECORDS,
  ONBOARDING_STEPS,
  type DashboardEntryView,
  type DashboardView,
  type OnboardingStep,
  type OnboardingStepId,
} from '@/lib/views/dashboard';
import type { HistoryEntryView } from '@/lib/views/history';
import { accountBoxesOf, portfolioOf } from './portfolio';

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

type Quote = Awaited<ReturnType<typeof latestQuotes>>[number];

const CHART_DAYS = 30;
const RECORD_ROWS = 5;
const RATE_ROWS = 6;

/**
 * The portfolio's value at the end of each of the last 30 days (UTC): each account's balance then is the balance after
 * its last entry before the day's end (one index lookup per account and day), valued at today's prices — the
 * ledger keeps balances, not past prices.
 */
export async function portfolioHistory(tx: Executor, userId: number, currency: FiatCurrency) {
  const rows = await dailyBalances(tx, userId, CHART_DAYS);
  const prices = new Map<string, bigint | null>();
  for (const asset of new Set(rows.map((row) => row.asset))) prices.set(asset, await priceOf(asset, currency).catch(() => null));
  const byDay = new Map<string, bigint>();
  for (const row of rows) {
    const price = prices.get(row.asset);
    byDay.set(row.day, (byDay.get(row.day) ?? 0n) + (price ? valueAt(BigInt(row.balance), row.asset, price) : 0n));
  }
  return [...byDay].map(([day, value]) => ({ day, value: fromUnits(value, FIAT_SCALE) }));
}

/** Money that came in from outside: a bank transfer, coins from the chain, a voucher, cash at an ATM, the demo's credit. */
const DEPOSIT_KINDS: readonly CustomerTransactionKind[] = ['bank-deposit', 'crypto-deposit', 'voucher', 'atm-cash', 'demo-credit'];

type Customer = Awaited<ReturnType<typeof requireCustomer>>['user'];

/** The first steps of `ONBOARDING_STEPS`, each ticked from the account as it is now; null when nothing is left. */
async function checklistOf(tx: Executor, user: Customer): Promise<OnboardingStep[] | null> {
  const deposited =
    (await entriesOf(tx, user.id, {}, { scope: { kinds: DEPOSIT_KINDS, direction: 'in' }, pageSize: 1 })).entries.length > 0;
  const done: Record<OnboardingStepId, boolean> = {
    contacts: user.emailVerifiedAt !== null && user.phoneVerifiedAt !== null,
    profile: user.verificationLevel >= 1,
    identity: user.verificationLevel >= 2,
    deposit: deposited,
    twoFactor: user.authEnabled,
  };
  const steps = ONBOARDING_STEPS.map(({ id, href }) => ({ id, done: done[id], href }));
  return steps.every((step) => step.done) ? null : steps;
}

/**
 * The Rates card's coins: those the customer holds, then those the provider runs a node for (BTC, LTC: deposits,
 * withdrawals, cash orders), then the market's largest by rank. Every customer has a bitcoin earning account from
 * sign-up, so an account says nothing: only a balance does.
 */
function ratesCard(quotes: Quote[], boxes: AccountBoxView[]): Quote[] {
  const held = new Set(boxes.filter((box) => toUnits(box.total, scaleOf(box.asset)) > 0n).map((box) => box.asset));
  const first = (quote: Quote) => (held.has(quote.symbol) ? 0 : isChainAsset(quote.symbol) ? 1 : 2);
  return quotes.toSorted((a, b) => first(a) - first(b) || a.rank - b.rank).slice(0, RATE_ROWS);
}

/**
 * A resting exchange order's hold is one move between two of the customer's own accounts, available to held: listed
 * as its two entries it read "Pending €80.80" and "Pending -€80.80". It is one line, the amount held for the order.
 */
function holdsOnce(entries: HistoryEntryView[]): DashboardEntryView[] {
  const held = new Set(
    entries
      .filter((entry) => entry.kind === 'exchange' && entry.status === 'pending' && entry.account.kind === 'held')
      .map((entry) => entry.transactionId),
  );
  return entries
    .filter((entry) => !held.has(entry.transactionId) || entry.account.kind === 'held')
    .map((entry) => ({ ...entry, heldForOrder: held.has(entry.transactionId) }));
}

/**
 * /Dashboard_new and /dashboard: the balances, crypto profit, earning and ATM credit from the ledger, the rates of the
 * customer's coins and the main ones, the portfolio over 30 days, the newest unread news and the spec's record tables
 * — all read before the page is sent, so nothing arrives late and moves the layout; until a new customer has taken
 * the first steps, the checklist of them.
 */
export async function getDashboardPage(params: SearchParams = {}): Promise<DashboardView> {
  const { user } = await requireCustomer();
  const currency = displayCurrency(user, params);
  const database = db();
  const [portfolio, history, news, quotes, records, checklist] = await Promise.all([
    portfolioOf(database, user.id, currency),
    portfolioHistory(database, user.id, currency),
    listUnreadNews(user, await getLocale()),
    latestQuotes(currency),
    Promise.all(
      DASHBOARD_RECORDS.map(async ({ id, scope }) => ({
        id,
        entries: holdsOnce((await entriesOf(database, user.id, {}, { scope, pageSize: RECORD_ROWS })).entries),
      })),
    ),
    checklistOf(database, user),
  ]);
  return {
    fullName: toUserRecord(user).full_name,
    portfolio,
    history,
    rates: ratesCard(quotes, portfolio.boxes).map((quote) => ({
      symbol: quote.symbol,
      name: quote.name,
      price: quote.price,
      change24hPercent: quote.change24hPercent,
    })),
    news: news.slice(0, 5),
    records,
    checklist,
  };
}
