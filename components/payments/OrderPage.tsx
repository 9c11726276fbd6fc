import type { ReactNode } from 'react';

/** The frame of an order form page: its heading and a line on what the customer gets. */
export function OrderPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <header className="flex max-w-3xl flex-col gap-2">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="text-slate-600 dark:text-slate-300">{intro}</p>
      </header>
      {children}
    </div>
  );
}
