'use client';

import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { useClientConfig } from '@/components/providers/AppProviders';
import { HelpLink } from '@/components/ui/HelpLink';
import { LocalLink } from '@/components/ui/LocalLink';
import { HELP_LINK_IDS } from '@/lib/help-links';
import { locales } from '@/lib/i18n/config';
import { activeSegment, dashboardLink, menuGroups, segmentOf, type MenuLink } from './menu';

const linkClass = (active: boolean) =>
  `block rounded-md px-3 py-2 text-sm ${active ? 'bg-brand-700 font-semibold text-white' : 'text-slate-700 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-800'}`;

/** The side menu; the group holding the active route starts expanded. `onNavigate` closes the mobile drawer. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const t = useTranslations();
  const pathname = usePathname();
  const { helpLinks } = useClientConfig();
  const active = activeSegment(pathname, locales);
  const item = (link: MenuLink) => {
    const isActive = segmentOf(link.href) === active;
    return (
      <li key={link.routeId}>
        <LocalLink href={link.href} onClick={onNavigate} className={linkClass(isActive)} aria-current={isActive ? 'page' : undefined}>
          {t(`routes.${link.routeId}`)}
        </LocalLink>
      </li>
    );
  };
  return (
    <nav aria-label={t('menu.navigation')} className="flex flex-col gap-1 p-3" data-testid="side-menu">
      <ul>{item(dashboardLink)}</ul>
      {menuGroups.map((group) => (
        <MenuSection
          key={`${group.id}-${active}`}
          title={t(`menu.${group.id}`)}
          defaultOpen={group.links.some((link) => segmentOf(link.href) === active)}
        >
          {group.links.map(item)}
        </MenuSection>
      ))}
      <MenuSection title={t('menu.help')} defaultOpen={false}>
        {HELP_LINK_IDS.map((key) => (
          <li key={key}>
            <HelpLink href={helpLinks[key]} className={linkClass(false)} newTabLabel={t('common.newTab')}>
              {t(`menu.${key}`)}
            </HelpLink>
          </li>
        ))}
      </MenuSection>
    </nav>
  );
}

function MenuSection({ title, defaultOpen, children }: { title: string; defaultOpen: boolean; children: ReactNode }) {
  return (
    <Disclosure defaultOpen={defaultOpen}>
      <DisclosureButton className="group flex w-full items-center justify-between rounded-md px-3 py-2 text-left text-xs font-bold tracking-wide text-slate-500 uppercase hover:bg-slate-200 dark:text-slate-400 dark:hover:bg-slate-800">
        {title}
        <span aria-hidden="true" className="transition group-data-open:rotate-90">
          ›
        </span>
      </DisclosureButton>
      <DisclosurePanel as="ul" className="ml-2 border-l border-slate-200 pl-2 dark:border-slate-800">
        {children}
      </DisclosurePanel>
    </Disclosure>
  );
}
