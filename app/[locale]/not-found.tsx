import { getTranslations } from 'next-intl/server';
import { PageLink } from '@/components/ui/PageLink';
import { routePath } from '@/lib/routes';

export default async function NotFound() {
  const t = await getTranslations();
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t('notFound.body')}</p>
      <PageLink href={routePath('home')} className="mt-6 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
        {t('notFound.backHome')}
      </PageLink>
    </main>
  );
}
