'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The navigation below the wide layout: a <details> disclosure, so it opens without any script. The
 * script only closes it again: after a page change (the layout, and so the open menu, stays across client
 * navigation), on Escape (focus back on the button) and on a click elsewhere.
 */
export function MobileMenu({ label, children }: { label: string; children: ReactNode }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();

  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);

  useEffect(() => {
    const details = menu.current;
    if (!details) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    const closeOnClickOutside = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    details.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnClickOutside);
    return () => {
      details.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnClickOutside);
    };
  }, []);

  return (
    <details ref={menu} className="relative lg:hidden" data-testid="mobile-menu">
      <summary className="icon-button cursor-pointer list-none [&::-webkit-details-marker]:hidden" aria-label={label}>
        <span aria-hidden="true">☰</span>
      </summary>
      <div className="absolute top-full right-0 z-40 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900">
        {children}
      </div>
    </details>
  );
}
