import type { ReactNode } from 'react';
import { cashOrderFrame } from '@/lib/server/cash-orders/page';
import LoggedInLayout from '../(app)/layout';
import PublicLayout from '../(public)/layout';

/**
 * /invoice and /invoicewithdraw: a customer's order inside the signed-in area (menu, bell, profile), a visitor's sell
 * (placed without an account) on the public site; the page itself says where to go back to.
 */
export default async function CashOrderLayout({ children }: { children: ReactNode }) {
  return (await cashOrderFrame()) === 'app' ? <LoggedInLayout>{children}</LoggedInLayout> : <PublicLayout>{children}</PublicLayout>;
}
