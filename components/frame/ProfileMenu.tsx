'use client';

import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { LocalLink } from '@/components/ui/LocalLink';
import { routePath } from '@/lib/routes';
import { useLogout } from './useLogout';

export function ProfileMenu({ fullName }: { fullName: string }) {
  const t = useTranslations('frame');
  const logout = useLogout();
  const initials = fullName
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <Menu as="div" className="relative">
      <MenuButton
        className="flex items-center gap-1 rounded-full p-0.5 hover:bg-slate-200 sm:gap-2 sm:p-1 dark:hover:bg-slate-800"
        aria-label={t('profileMenu')}
        data-testid="profile-menu"
      >
        <span aria-hidden="true" className="grid h-8 w-8 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white">
          {initials || '?'}
        </span>
        <span className="hidden max-w-40 truncate text-sm sm:inline">{fullName}</span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 mt-2 w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-900"
      >
        <MenuItem>
          <LocalLink
            href={routePath('editProfile')}
            className="block rounded-md px-3 py-2 text-sm data-focus:bg-slate-100 dark:data-focus:bg-slate-800"
          >
            {t('profile')}
          </LocalLink>
        </MenuItem>
        <MenuItem>
          <button
            type="button"
            onClick={() => void logout()}
            className="block w-full rounded-md px-3 py-2 text-left text-sm data-focus:bg-slate-100 dark:data-focus:bg-slate-800"
          >
            {t('logout')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
