import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ApiReference } from '@/components/api-docs/ApiReference';
import { openApiDocument } from '@/lib/api/contracts/site';
import { publicMetadata } from '@/lib/server/seo';
import { routePath } from '@/lib/routes';

export async function generateMetadata(): Promise<Metadata> {
  const [routes, t] = await Promise.all([getTranslations('routes'), getTranslations('apiDocs')]);
  return publicMetadata({ path: routePath('apiDocs'), title: routes('apiDocs'), description: t('description') });
}

export default async function ApiDocsPage() {
  const [routes, t] = await Promise.all([getTranslations('routes'), getTranslations('apiDocs')]);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{routes('apiDocs')}</h1>
        <p className="text-slate-700 dark:text-slate-300">{t('description')}</p>
        <p>
          <a className="font-semibold text-blue-700 underline dark:text-blue-300" href={openApiDocument.path}>
            {t('document')}
          </a>
        </p>
      </header>
      <ApiReference documentUrl={openApiDocument.path} labels={{ show: t('show'), loading: t('loading') }} />
    </div>
  );
}
