import 'server-only';
import { notFound } from 'next/navigation';
import { positiveInt32Id } from '@/lib/validation/common';
import { findAtm, machinesInOperation } from '@/lib/server/atms';
import { drawQrCode, requireCustomer } from '@/lib/server/auth';
import { AppError } from '@/lib/server/core';
import { rateText, type CashOrderSide } from '@/lib/terms/cash-orders';
import { FIAT_SCALE, fromUnits } from '@/lib/money';
import { quoteOf } from '@/lib/server/rates';
import type { CashOrderMachine, CashOrderPageView, CashOrdersPageView } from '@/lib/views/cash-orders';
import { ownCashOrder, ownCashOrders } from './orders';

/**
 * /invoicewithdraw/{id} (a sell) and /invoice/{id} (a buy): only the customer who placed the order sees it; another's
 * id, or an order of the other side, is the same 404 as none.
 */
export async function getCashOrderPage(idParam: string, side: CashOrderSide): Promise<CashOrderPageView> {
  const { user } = await requireCustomer();
  const id = positiveInt32Id.safeParse(idParam);
  if (!id.success) notFound();
  const order = await ownCashOrder(user.id, id.data).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  });
  if (order.side !== side) notFound();
  const { code, ...view } = order;
  return {
    order: view,
    atmName: (await findAtm(String(order.atmId)))?.name ?? '',
    code: code === null ? null : { code, qr: drawQrCode(code) },
  };
}

/** /Transactions_cash_order: the machines in operation with today's rates of their coins, and the customer's orders. */
export async function getCashOrdersPage(): Promise<CashOrdersPageView> {
  const { user } = await requireCustomer();
  const [rows, orders] = await Promise.all([machinesInOperation(), ownCashOrders(user.id)]);
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
  return { machines: machines.filter((machine) => Object.keys(machine.rates).length > 0), orders };
}
