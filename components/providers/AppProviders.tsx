'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { createApiClient } from '@/lib/api/client';
import type { ClientConfig } from '@/lib/client-config';
import { localizePath } from '@/lib/i18n/config';
import { SnackbarProvider } from './snackbar';
import { ThemeProvider, type Theme } from './theme';

const ConfigContext = createContext<ClientConfig | null>(null);

export function AppProviders({ config, theme, children }: { config: ClientConfig; theme: Theme; children: ReactNode }) {
  return (
    <ConfigContext.Provider value={config}>
      <ThemeProvider initial={theme}>
        <SnackbarProvider>
          <HydrationMark />
          <ScrollToTopOnNavigation />
          {children}
        </SnackbarProvider>
      </ThemeProvider>
    </ConfigContext.Provider>
  );
}

/**
 * Marks the page as interactive: until React has hydrated, a form's registration may reset what was
 * typed, so browser tests wait for this before they fill in forms.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

function ScrollToTopOnNavigation() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}

export function useClientConfig(): ClientConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useClientConfig outside AppProviders');
  return config;
}

export function useApi() {
  const config = useClientConfig();
  const t = useTranslations('errors');
  const networkErrorMessage = t('network');
  return useMemo(
    () => createApiClient({ clientToken: config.clientToken, envelopeKey: config.envelopeKey, locale: config.locale, networkErrorMessage }),
    [config.clientToken, config.envelopeKey, config.locale, networkErrorMessage],
  );
}

/** Paths in the current language, prefixed only where this domain needs it. */
export function useLocalizedPath() {
  const { locale, hostDefaultLocale } = useClientConfig();
  return (path: string) => localizePath(path, locale, hostDefaultLocale);
}
