import { getTranslations } from 'next-intl/server';
import { LanguageSwitch } from '@/components/frame/LanguageSwitch';
import { ThemeToggle } from '@/components/frame/ThemeToggle';
import { LocalLink } from '@/components/ui/LocalLink';
import { env } from '@/lib/env';

/** The bar of the public and sign-in pages: brand, language, theme and the way in. */
export async function SiteBar({ showAuthLinks }: { showAuthLinks: boolean }) {
  const t = await getTranslations();
  return (
    <header className="flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 dark:border-slate-800 dark:bg-slate-900">
      <LocalLink href="/Home" className="text-lg font-extrabold tracking-tight whitespace-nowrap text-brand-700 dark:text-brand-500">
        {env().BRAND_NAME} <sup className="text-xs font-semibold">beta</sup>
      </LocalLink>
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <LanguageSwitch />
        <ThemeToggle />
        {showAuthLinks && (
          <>
            <LocalLink href="/login" className="hidden rounded-md px-3 py-2 text-sm font-semibold hover:bg-slate-100 sm:inline dark:hover:bg-slate-800">
              {t('home.login')}
            </LocalLink>
            <LocalLink href="/register" className="rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-800">
              {t('auth.createAccount')}
            </LocalLink>
          </>
        )}
      </div>
    </header>
  );
}
