import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FraudReportForm } from '@/components/fraud/FraudReportForm';
import { WithMessages } from '@/components/i18n/WithMessages';
import { env } from '@/lib/env';
import { publicMetadata } from '@/lib/server/seo';
import { routePath } from '@/lib/routes';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('fraud');
  return publicMetadata({ path: routePath('reportFraud'), title: t('title'), description: t('description') });
}

export default async function ReportFraudPage() {
  const t = await getTranslations('fraud');
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-slate-700 dark:text-slate-300">{t('intro', { brand: env().BRAND_NAME })}</p>
        <p className="rounded-md border-l-4 border-red-600 bg-red-50 px-4 py-2 text-red-900 dark:bg-red-950 dark:text-red-100">
          {t('urgent')}
        </p>
      </header>
      <WithMessages namespaces={['fraud']}>
        <FraudReportForm />
      </WithMessages>
    </div>
  );
}
