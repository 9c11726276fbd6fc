import 'server-only';
import { notFound } from 'next/navigation';
import { positiveInt32Id } from '@/lib/validation/common';
import { findAtm, machinesInOperation } from '@/lib/server/atms';
import { drawQrCode } from '@/lib/qr-code';
import { currentSession, requireCustomer } from '@/lib/server/auth';
import { db } from '@/lib/server/db';
import { balancesOf } from '@/lib/server/ledger';
import { AppError } from '@/lib/server/core';
import { rateText, type CashOrderSide } from '@/lib/terms/cash-orders';
import { FIAT_SCALE, fromUnits, scaleOf } from '@/lib/money';
import { quoteOf } from '@/lib/server/rates';
import type { CashOrderMachine, CashOrderPageView, CashOrdersPageView } from '@/lib/views/cash-orders';
import { chainNodeOf } from '@/lib/server/chain';
import { ownCashOrder, ownCashOrders } from './customer-orders';
import { visitorCashOrder } from './visitor-orders';

/** The customer's own order (another's is the same 404 as none); a visitor without an account is sent to sign in. */
async function customersOrder(id: number) {
  const { user } = await requireCustomer();
  return ownCashOrder(user.id, id).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  });
}

/**
 * /invoicewithdraw/{id} (a sell) and /invoice/{id} (a buy): only the customer who placed the order sees it, or, for a
 * visitor's sell, the browser holding its capability; another's id, or an order of the other side, is the same 404 as
 * none. A visitor's order shows what to pay where (with a QR) until the payment is seen.
 */
export async function getCashOrderPage(idParam: string, side: CashOrderSide): Promise<CashOrderPageView> {
  const id = positiveInt32Id.safeParse(idParam);
  if (!id.success) notFound();
  const visitors = side === 'sell' ? await visitorCashOrder(id.data) : null;
  const { code, payment, ...view } = visitors ?? { ...(await customersOrder(id.data)), payment: undefined };
  if (view.side !== side) notFound();
  return {
    order: view,
    visitor: visitors !== null,
    atmName: (await findAtm(String(view.atmId)))?.name ?? '',
    code: code === null ? null : { code, qr: drawQrCode(code) },
    ...(payment && { payment: { ...payment, qr: view.status === 'SELL_PAYMENT_REQUESTED' ? drawQrCode(payment.address) : null } }),
  };
}

/** The visitor's sell form (on /Cash_Withdrawals_Bitcoin_ATMs): the machines that sell, with the coins paid on chain here. */
export async function getVisitorCashSellForm(): Promise<CashOrderMachine[]> {
  const machines = await cashOrderMachines();
  return machines.flatMap((machine) => {
    const rates = Object.fromEntries(Object.entries(machine.rates).filter(([coin]) => chainNodeOf(coin)));
    return machine.canSell && Object.keys(rates).length > 0 ? [{ ...machine, canBuy: false, rates }] : [];
  });
}

/**
 * The frame around an order's page: the signed-in area's for a signed-in customer, the public site's for a visitor
 * (whose sell has no account to show it in).
 */
export async function cashOrderFrame(): Promise<'app' | 'public'> {
  const lookup = await currentSession();
  return lookup.ok && lookup.session.state === 'active' ? 'app' : 'public';
}

/**
 * /Transactions_cash_order: the machines in operation with today's rates of their coins, the customer's orders, and
 * what the customer holds of each coin (a sell is paid from what is available).
 */
export async function getCashOrdersPage(): Promise<CashOrdersPageView> {
  const { user } = await requireCustomer();
  const [machines, orders, accounts] = await Promise.all([
    cashOrderMachines(),
    ownCashOrders(user.id),
    balancesOf(db(), user.id, ['available', 'held']),
  ]);
  const units = new Map<string, { balance: bigint; available: bigint }>();
  for (const { asset, kind, balance } of accounts) {
    const sum = units.get(asset) ?? { balance: 0n, available: 0n };
    units.set(asset, { balance: sum.balance + balance, available: kind === 'available' ? balance : sum.available });
  }
  const holdings = [...units].map(([asset, sum]) => {
    const scale = scaleOf(asset);
    return [asset, { balance: fromUnits(sum.balance, scale), available: fromUnits(sum.available, scale) }] as const;
  });
  return { machines, orders, holdings: Object.fromEntries(holdings) };
}

/** The machines in operation with today's rates of their coins (those without a rate are left out). */
async function cashOrderMachines(): Promise<CashOrderMachine[]> {
  const rows = await machinesInOperation();
  const machines = await Promise.all(
    rows.map(async (row): Promise<CashOrderMachine> => {
      const quotes = await Promise.all(row.coins.map(async (coin) => [coin, (await quoteOf(coin, row.currency))?.price] as const));
      return {
        id: row.id,
        name: row.name,
        country: row.country,
        city: row.city,
        address: row.address,
        currency: row.currency,
        canBuy: row.canBuy,
        canSell: row.canSell,
        notes: row.notes,
        min: fromUnits(BigInt(row.minAmountMinor), FIAT_SCALE),
        max: fromUnits(BigInt(row.maxAmountMinor), FIAT_SCALE),
        buyFeePercent: row.buyFeePercent,
        sellFeePercent: row.sellFeePercent,
        rates: Object.fromEntries(quotes.flatMap(([coin, price]) => (price === undefined ? [] : [[coin, rateText(price)]]))),
      };
    }),
  );
  return machines.filter((machine) => Object.keys(machine.rates).length > 0);
}
