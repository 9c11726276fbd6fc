import { getTranslations } from 'next-intl/server';

/** The first stop of the keyboard: straight past the header to the page's own content. */
export async function SkipLink() {
  const t = await getTranslations('frame');
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
    >
      {t('skipToContent')}
    </a>
  );
}
