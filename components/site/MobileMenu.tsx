'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * The site navigation, rendered once: a row of its own from 1024 px, behind a menu button (a disclosure)
 * below. The script only opens and closes it: on the button, after a page change (the layout, and so an open
 * menu, stays across client navigation), on Escape (focus back on the button) and on a click elsewhere.
 * Without script the footer still lists every page.
 */
export function MobileMenu({ menuLabel, navLabel, children }: { menuLabel: string; navLabel: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const navId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  const pathname = usePathname();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const closeOnClickOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!nav.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnClickOutside);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnClickOutside);
    };
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={navId}
        aria-label={menuLabel}
        onClick={() => setOpen((current) => !current)}
        className="icon-button lg:hidden"
        data-testid="menu-button"
      >
        <span aria-hidden="true">☰</span>
      </button>
      <nav
        ref={nav}
        id={navId}
        aria-label={navLabel}
        className={`${open ? 'block' : 'hidden'} -mx-4 basis-[calc(100%+2rem)] border-t border-slate-200 px-2 py-2 lg:block lg:py-0 dark:border-slate-800`}
        data-testid="site-nav"
      >
        {children}
      </nav>
    </>
  );
}
