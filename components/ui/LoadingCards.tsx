import { getTranslations } from 'next-intl/server';

/** A page's loading state: its frame stays, its cards are drawn as placeholders, and a screen reader hears "Loading". */
export async function LoadingCards({ count, testId, className = '' }: { count: number; testId: string; className?: string }) {
  const t = await getTranslations('common');
  return (
    <div className={`flex flex-col gap-6 ${className}`} aria-busy="true" data-testid={testId}>
      <p className="sr-only" role="status">
        {t('loading')}
      </p>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="h-40 animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800" />
      ))}
    </div>
  );
}
