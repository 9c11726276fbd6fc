import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/i18n/WithMessages';
import { TransactionCheckForm } from '@/components/transaction-check/TransactionCheckForm';
import { publicMetadata } from '@/lib/server/seo';
import { routePath } from '@/lib/routes';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('txCheck');
  return publicMetadata({ path: routePath('transactionCheck'), title: t('title'), description: t('description') });
}

export default async function TransactionCheckPage() {
  const t = await getTranslations('txCheck');
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-slate-700 dark:text-slate-300">{t('intro')}</p>
      </header>
      <WithMessages namespaces={['txCheck']}>
        <TransactionCheckForm />
      </WithMessages>
    </div>
  );
}
