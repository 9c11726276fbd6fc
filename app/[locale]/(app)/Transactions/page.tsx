import { getTranslations } from 'next-intl/server';
import { History } from '@/components/history/History';
import { getTransactionsPage } from '@/lib/server/history/page';
import { routeMetadata } from '@/lib/server/seo/route-metadata';

export const generateMetadata = routeMetadata('transactions');

type Query = Promise<Record<string, string | string[] | undefined>>;

export default async function TransactionsPage({ searchParams }: { searchParams: Query }) {
  const view = await getTransactionsPage(await searchParams);
  const t = await getTranslations('history');
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('intro')}</p>
      </header>
      <History view={view} />
    </div>
  );
}
