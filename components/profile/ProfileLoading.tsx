import { getTranslations } from 'next-intl/server';

/** The profile pages' loading state: their frame stays, the cards are drawn as placeholders. */
export async function ProfileLoading() {
  const t = await getTranslations('common');
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6" aria-busy="true" data-testid="profile-loading">
      <p className="sr-only" role="status">
        {t('loading')}
      </p>
      {[0, 1].map((index) => (
        <div key={index} className="h-40 animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800" />
      ))}
    </div>
  );
}
