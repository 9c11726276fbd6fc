'use client';

import { useTranslations } from 'next-intl';
import { useClientConfig } from '@/components/providers/AppProviders';
import { LocalLink } from '@/components/ui/LocalLink';
import { routePath } from '@/lib/routes';
import { Bell } from './Bell';
import { LanguageSwitch } from './LanguageSwitch';
import { ProfileMenu } from './ProfileMenu';
import { ThemeToggle } from './ThemeToggle';

interface TopBarProps {
  userId: number;
  fullName: string;
  menuHidden: boolean;
  onOpenMenu(): void;
}

export function TopBar({ userId, fullName, menuHidden, onOpenMenu }: TopBarProps) {
  const t = useTranslations('frame');
  const { brandName } = useClientConfig();
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/90 px-2 backdrop-blur sm:gap-3 sm:px-4 dark:border-slate-800 dark:bg-slate-900/90">
      {!menuHidden && (
        <button type="button" onClick={onOpenMenu} className="icon-button lg:hidden" aria-label={t('openMenu')} data-testid="open-menu">
          <span aria-hidden="true">☰</span>
        </button>
      )}
      <span className="group relative">
        <LocalLink
          href={routePath('home')}
          className="text-base font-extrabold tracking-tight text-brand-700 sm:text-lg dark:text-brand-400"
          aria-describedby="beta-tooltip"
        >
          {brandName} <sup className="text-xs font-semibold max-[360px]:hidden">beta</sup>
        </LocalLink>
        <span
          id="beta-tooltip"
          role="tooltip"
          className="invisible absolute top-full left-0 z-40 mt-2 w-64 rounded-md bg-slate-800 px-3 py-2 text-xs text-white opacity-0 shadow group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
        >
          {t('logoTooltip', { brand: brandName })}
        </span>
      </span>
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <LanguageSwitch signedIn />
        <ThemeToggle />
        {!menuHidden && <Bell userId={userId} />}
        <ProfileMenu fullName={fullName} />
      </div>
    </header>
  );
}
