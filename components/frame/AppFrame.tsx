'use client';

import { Dialog, DialogPanel } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocalizedPath } from '@/components/providers/AppProviders';
import { menuHiddenByStorage } from '@/lib/browser/legacy-storage';
import { locales } from '@/lib/i18n/config';
import { routePath } from '@/lib/routes';
import { activeSegment } from './menu';
import { SessionWatchers } from './SessionWatchers';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

interface AppFrameProps {
  userId: number;
  fullName: string;
  /** Known at render: the account must set up 2FA before anything else (spec section 4). */
  securityStepRequired: boolean;
  children: ReactNode;
}

/**
 * The logged-in frame: a persistent menu on wide screens, a drawer on small ones that closes after a
 * click, and a top bar. Menu and bell hide while the forced security step is owed or user_menu_hide is set.
 */
export function AppFrame({ userId, fullName, securityStepRequired, children }: AppFrameProps) {
  const t = useTranslations('frame');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [forcedSecurity, setForcedSecurity] = useState(securityStepRequired);
  const [hiddenByStorage, setHiddenByStorage] = useState(false);
  const pathname = usePathname();
  const router = useRouter();
  const localized = useLocalizedPath();

  useEffect(() => setHiddenByStorage(menuHiddenByStorage()), []);
  useEffect(() => {
    if (forcedSecurity && activeSegment(pathname, locales) !== 'twosecurity') router.replace(localized(routePath('twoSecurity')));
  }, [forcedSecurity, pathname, router, localized]);

  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const menuHidden = forcedSecurity || hiddenByStorage;

  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        {t('skipToContent')}
      </a>
      <SessionWatchers userId={userId} onForcedSecurity={setForcedSecurity} />
      <TopBar userId={userId} fullName={fullName} menuHidden={menuHidden} onOpenMenu={() => setDrawerOpen(true)} />
      <div className="flex">
        {!menuHidden && (
          <aside className="sticky top-16 hidden h-[calc(100vh-4rem)] w-64 shrink-0 overflow-y-auto border-r border-slate-200 bg-white lg:block dark:border-slate-800 dark:bg-slate-900">
            <SideMenu />
          </aside>
        )}
        <main id="main" className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
          {forcedSecurity && (
            <p
              role="status"
              className="mb-4 rounded-lg border border-amber-400 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
            >
              {t('securityRequired')}
            </p>
          )}
          {children}
        </main>
      </div>
      {!menuHidden && (
        <Dialog open={drawerOpen} onClose={closeDrawer} className="relative z-40 lg:hidden">
          <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
          <DialogPanel
            className="fixed inset-y-0 left-0 w-72 overflow-y-auto bg-white shadow-xl dark:bg-slate-900"
            data-testid="menu-drawer"
          >
            <div className="flex h-16 items-center justify-end border-b border-slate-200 px-4 dark:border-slate-800">
              <button type="button" onClick={closeDrawer} className="icon-button" aria-label={t('closeMenu')}>
                ×
              </button>
            </div>
            <SideMenu onNavigate={closeDrawer} />
          </DialogPanel>
        </Dialog>
      )}
    </div>
  );
}
