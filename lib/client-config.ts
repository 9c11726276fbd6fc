import type { HelpLinks } from '@/lib/help-links';
import type { Locale } from '@/lib/i18n/config';

/** Run-time settings the browser needs, handed down by the root layout (no build-time inlining). */
export interface ClientConfig {
  brandName: string;
  clientToken: string;
  envelopeKey: string;
  locale: Locale;
  hostDefaultLocale: Locale;
  helpLinks: HelpLinks;
  /** BRAND_SLUG: part of the Czech ATM page names, which the language switch maps to. */
  brandSlug: string;
  /** NEW_SITE_URL; null: no new-version notice. */
  newSiteUrl: string | null;
  /** STATUS_WIDGET_URL; null: no status widget frame. */
  statusWidgetUrl: string | null;
}
