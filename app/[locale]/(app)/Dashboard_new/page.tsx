import { getFormatter, getTranslations } from 'next-intl/server';
import { getDashboardPage } from '@/lib/server/dashboard/page';
import { routeMetadata } from '@/lib/server/seo/route-metadata';

export const generateMetadata = routeMetadata('dashboardNew');

export default async function DashboardPage() {
  const overview = await getDashboardPage();
  const t = await getTranslations('dashboard');
  const format = await getFormatter();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold" data-testid="greeting">
          {t('greeting', { name: overview.fullName })}
        </h1>
      </header>
      <p className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm dark:border-slate-800 dark:bg-slate-900">
        {t('comingSoon')}
      </p>
      <section
        aria-labelledby="news-title"
        className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="news-title" className="mb-3 text-lg font-semibold">
          {t('unreadNews')}
        </h2>
        {overview.news.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('noNews')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {overview.news.map((item) => (
              <li key={item.id} className="py-3">
                <p className="font-medium">{item.title}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">{item.summary}</p>
                <p className="mt-1 text-xs text-slate-500">{format.dateTime(new Date(item.created_datetime), { dateStyle: 'medium' })}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
