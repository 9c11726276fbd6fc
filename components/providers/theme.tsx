'use client';

import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { THEME_COOKIE } from '@/lib/cookie-names';
import { writeCookie } from '@/lib/browser/cookies';

export type Theme = 'light' | 'dark';

const ThemeContext = createContext<{ theme: Theme; toggle(): void }>({ theme: 'dark', toggle: () => {} });

/** Saved in a cookie so the server renders the right theme at once (no flash), and in the legacy key. */
export function ThemeProvider({ initial, children }: { initial: Theme; children: ReactNode }) {
  const [theme, setTheme] = useState<Theme>(initial);
  const toggle = useCallback(() => {
    setTheme((current) => {
      const next: Theme = current === 'dark' ? 'light' : 'dark';
      document.documentElement.classList.toggle('dark', next === 'dark');
      writeCookie(THEME_COOKIE, next, 365 * 24 * 3600);
      localStorage.setItem('customizationNavType', next);
      return next;
    });
  }, []);
  return <ThemeContext.Provider value={{ theme, toggle }}>{children}</ThemeContext.Provider>;
}

export const useTheme = () => useContext(ThemeContext);
