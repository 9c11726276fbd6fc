import 'server-only';
import { cookies } from 'next/headers';
import type { ClientConfig } from '@/lib/client-config';
import { THEME_COOKIE } from '@/lib/cookie-names';
import { env } from '@/lib/env';
import { helpLinks } from '@/lib/help-links';
import type { Locale } from '@/lib/i18n/config';
import { hostDefaultLocale } from '@/lib/server/i18n';

export type Theme = 'light' | 'dark';

/** What the root layout needs for every page: theme (dark unless saved otherwise) and client config. */
export async function getShell(locale: Locale): Promise<{ theme: Theme; config: ClientConfig }> {
  const saved = (await cookies()).get(THEME_COOKIE)?.value;
  const config = env();
  return {
    theme: saved === 'light' ? 'light' : 'dark',
    config: {
      brandName: config.BRAND_NAME,
      clientToken: config.CLIENT_TOKEN,
      envelopeKey: config.ENVELOPE_KEY,
      locale,
      hostDefaultLocale: await hostDefaultLocale(),
      helpLinks: helpLinks(config),
      brandSlug: config.BRAND_SLUG,
      newSiteUrl: config.NEW_SITE_URL ?? null,
      statusWidgetUrl: config.STATUS_WIDGET_URL ?? null,
    },
  };
}
