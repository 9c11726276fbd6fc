'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { useClientConfig } from '@/components/providers/AppProviders';
import { writeCookie } from '@/lib/browser/cookies';
import { LOCALE_COOKIE } from '@/lib/cookie-names';
import { localeNames, locales, type Locale } from '@/lib/i18n/config';
import { pathInLocale } from '@/lib/i18n/localized-slugs';

/** Saves the choice (cookie for the server, legacy keys for the old client) and shows the same page in it, under its localized name where it has one. */
export function LanguageSwitch({ signedIn = false }: { signedIn?: boolean }) {
  const { locale, hostDefaultLocale, brandSlug } = useClientConfig();
  const t = useTranslations('frame');
  const pathname = usePathname();
  const router = useRouter();

  function choose(next: Locale) {
    writeCookie(LOCALE_COOKIE, next, 365 * 24 * 3600);
    localStorage.setItem('language', next);
    if (signedIn) localStorage.setItem('afterloginlanguage', next);
    router.replace(`${pathInLocale(pathname, next, hostDefaultLocale, brandSlug)}${window.location.search}`);
  }

  // As wide as the chosen language's name (not the longest one's); only a screen narrower than 360 px, where the
  // top bar's icons need the room, shortens it.
  return (
    <label className="flex items-center gap-1 text-sm">
      <span className="sr-only">{t('language')}</span>
      <select
        value={locale}
        onChange={(event) => choose(event.target.value as Locale)}
        className="field-sizing-content rounded-md border border-slate-300 bg-white px-1 py-1 text-sm max-[359px]:max-w-16 sm:px-2 dark:border-slate-700 dark:bg-slate-900"
        data-testid="language-switch"
      >
        {locales.map((code) => (
          <option key={code} value={code} lang={code}>
            {localeNames[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
