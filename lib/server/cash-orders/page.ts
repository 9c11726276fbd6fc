import 'server-only';
import { notFound } from 'next/navigation';
import { positiveInt32Id } from '@/lib/validation/common';
import { findAtm } from '@/lib/server/atms';
import { drawQrCode, requireCustomer } from '@/lib/server/auth';
import { AppError } from '@/lib/server/core';
import type { CashOrderSide } from '@/lib/terms/cash-orders';
import type { CashOrderPageView } from '@/lib/views/cash-orders';
import { ownCashOrder } from './orders';

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
