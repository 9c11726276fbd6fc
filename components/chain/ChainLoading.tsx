import { getTranslations } from 'next-intl/server';

/** The deposit and withdrawal screens while their figures load (the deposit screen waits for the node): placeholders. */
export async function ChainLoading() {
  const t = await getTranslations('common');
  return (
    <div className="flex flex-col gap-6" aria-busy="true" data-testid="chain-loading">
      <p className="sr-only" role="status">
        {t('loading')}
      </p>
      <div className="h-12 w-64 animate-pulse rounded-md bg-slate-200 dark:bg-slate-800" />
      {[0, 1, 2].map((index) => (
        <div key={index} className="h-40 animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800" />
      ))}
    </div>
  );
}
