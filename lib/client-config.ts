import type { Locale } from '@/lib/i18n/config';

/** Run-time settings the browser needs, handed down by the root layout (no build-time inlining). */
export interface ClientConfig {
  brandName: string;
  clientToken: string;
  envelopeKey: string;
  locale: Locale;
  hostDefaultLocale: Locale;
  helpLinks: { meeting: string; faq: string; desk: string; claim: string };
}
