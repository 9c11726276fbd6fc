import type { ReactNode } from 'react';
import { WithMessages } from '@/components/i18n/WithMessages';
import type { Namespace } from '@/lib/i18n/client-messages';

/**
 * The frame of an order form page: its heading, a line on what the customer gets, and what the form's client
 * code needs: the payments messages plus the form's own (`namespace`).
 */
export function OrderPage({
  title,
  intro,
  namespace,
  children,
}: {
  title: string;
  intro: string;
  namespace: Namespace;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-6">
      <header className="flex max-w-3xl flex-col gap-2">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="text-slate-600 dark:text-slate-300">{intro}</p>
      </header>
      <WithMessages namespaces={['payments', namespace]}>{children}</WithMessages>
    </div>
  );
}
