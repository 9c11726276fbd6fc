import { getTranslations } from 'next-intl/server';

/** The spec's beta warning, said in full where a new visitor decides whether to try the service. */
export async function BetaNotice({ brand }: { brand: string }) {
  const t = await getTranslations('pages.landing');
  return (
    <aside
      aria-labelledby="beta-title"
      className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
      data-testid="beta-notice"
    >
      <h2 id="beta-title" className="text-lg font-bold">
        {t('betaTitle')}
      </h2>
      <p className="mt-1">{t('betaBody', { brand })}</p>
    </aside>
  );
}
