import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { LanguageSwitch } from '@/components/frame/LanguageSwitch';
import { ThemeToggle } from '@/components/frame/ThemeToggle';
import { primaryNav } from '@/components/site/links';
import { MobileMenu } from '@/components/site/MobileMenu';
import { NavLink } from '@/components/site/NavLink';
import { pageNamesOfRequest } from '@/components/site/page-names';
import { PageLink } from '@/components/ui/PageLink';
import { SESSION_COOKIE_NAMES } from '@/lib/cookie-names';
import { env } from '@/lib/env';
import { routePath } from '@/lib/routes';

const callToActionClass = 'rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-800';
const navLinkClass =
  'block rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:text-brand-700 aria-[current=page]:underline dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white dark:aria-[current=page]:text-brand-300';

/**
 * The bar of the public and sign-in pages: brand, language and theme; with `showAuthLinks` (the public
 * pages) also the beta warning, the way in and the site navigation (a second row from 1024 px, a menu
 * below).
 */
export async function SiteBar({ showAuthLinks }: { showAuthLinks: boolean }) {
  const t = await getTranslations();
  const brand = env().BRAND_NAME;
  const wayIn = showAuthLinks ? await wayInLinks() : [];
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      {showAuthLinks && <p className="bg-brand-700 px-4 py-1 text-center text-xs font-medium text-white">{t('common.betaNotice')}</p>}
      <div className="flex flex-wrap items-center gap-x-1 px-4">
        <div className="flex h-16 flex-1 items-center gap-3">
          <PageLink
            href={routePath('home')}
            className="text-lg font-extrabold tracking-tight whitespace-nowrap text-brand-700 dark:text-brand-400"
          >
            {brand} <sup className="text-xs font-semibold">beta</sup>
          </PageLink>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <LanguageSwitch />
            <ThemeToggle />
            {wayIn.map((link) => (
              <PageLink key={link.href} href={link.href} className={`hidden sm:inline-block ${link.className}`}>
                {link.label}
              </PageLink>
            ))}
          </div>
        </div>
        {showAuthLinks && (
          <MobileMenu menuLabel={t('site.nav.menu')} navLabel={t('site.nav.label')}>
            <NavLinks className="flex flex-col lg:flex-row lg:flex-wrap" />
            {/* Below 640 px the way in moves from the bar into the menu, which keeps the bar within a phone's width. */}
            <ul className="mt-2 flex flex-col border-t border-slate-200 pt-2 sm:hidden dark:border-slate-700">
              {wayIn.map((link) => (
                <li key={link.href}>
                  <PageLink href={link.href} className={navLinkClass}>
                    {link.label}
                  </PageLink>
                </li>
              ))}
            </ul>
          </MobileMenu>
        )}
      </div>
    </header>
  );
}

/**
 * Sign-in and sign-up, or the way to the account when a session cookie is there. Only the cookie's
 * presence is looked at, so the bar costs no database query; a stale cookie leads to the dashboard, whose
 * own session check sends the visitor on to sign in.
 */
async function wayInLinks(): Promise<{ href: string; label: string; className: string }[]> {
  const t = await getTranslations();
  const cookieStore = await cookies();
  if (SESSION_COOKIE_NAMES.some((name) => cookieStore.has(name))) {
    return [{ href: routePath('dashboardNew'), label: t('site.nav.dashboard'), className: callToActionClass }];
  }
  return [
    {
      href: routePath('login'),
      label: t('home.login'),
      className: 'rounded-md px-3 py-2 text-sm font-semibold hover:bg-slate-100 dark:hover:bg-slate-800',
    },
    { href: routePath('register'), label: t('auth.createAccount'), className: callToActionClass },
  ];
}

/** The primary pages, each under its name in the visitor's language where it has one. */
async function NavLinks({ className }: { className: string }) {
  const t = await getTranslations('site.nav');
  const pageName = await pageNamesOfRequest();
  return (
    <ul className={className}>
      {primaryNav.map((item) => (
        <li key={item.key}>
          <NavLink href={pageName(item.href)} className={navLinkClass}>
            {t(item.key)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
