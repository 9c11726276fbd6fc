import type { ReactNode } from 'react';
import { PageLink } from '@/components/ui/PageLink';

/** The secondary actions under an order (new order, try again, transaction check). */
export function OrderLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <PageLink
      href={href}
      className="self-start rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
    >
      {children}
    </PageLink>
  );
}

/** An order page whose reference leads nowhere (mistyped, or not an order of this kind). */
export function OrderNotFound({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-md bg-amber-50 px-3 py-2 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
      data-testid="order-not-found"
    >
      {children}
    </p>
  );
}
