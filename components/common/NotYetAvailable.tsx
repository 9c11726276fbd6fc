import { getTranslations } from 'next-intl/server';
import { LocalLink } from '@/components/ui/LocalLink';
import { env } from '@/lib/env';
import { placeholderFeatureOf, type PlaceholderView } from '@/lib/views/shell';
import { routePath } from '@/lib/routes';

export async function NotYetAvailable({ routeId, family }: PlaceholderView) {
  const t = await getTranslations();
  const feature = placeholderFeatureOf(routeId);
  return (
    <section className="mx-auto max-w-xl py-10 text-center" data-testid="not-available">
      <h1 className="text-2xl font-bold">{t(`routes.${routeId}` as 'routes.home')}</h1>
      <p className="mt-2 text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-500">{t('placeholder.heading')}</p>
      <p className="mt-4 text-slate-600 dark:text-slate-300">{t('placeholder.body', { brand: env().BRAND_NAME })}</p>
      {feature && (
        <p className="mt-2 text-slate-600 dark:text-slate-300" data-testid="placeholder-feature">
          {t('placeholder.comingWith', { feature: t(`placeholder.features.${feature}`) })}
        </p>
      )}
      <LocalLink
        href={family === 'app' ? routePath('dashboardNew') : routePath('home')}
        className="mt-6 inline-block rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {family === 'app' ? t('placeholder.backToDashboard') : t('placeholder.backHome')}
      </LocalLink>
    </section>
  );
}
