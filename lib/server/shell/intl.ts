import 'server-only';
import { getRequestConfig } from 'next-intl/server';
import { defaultLocale, isLocale } from '@/lib/i18n/config';
import { INTL_FORMATS, siteTimeZone } from '@/lib/i18n/date-format';
import { currentSession } from '@/lib/server/auth';

/**
 * next-intl's request config: the page's language, its messages, and the zone and named formats every date is written
 * in. A signed-in customer reads dates in their own zone (as their e-mails and statements do), a visitor in that of
 * the site's country. The root layout's client provider inherits the same zone and formats.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  const lookup = await currentSession();
  return {
    locale,
    messages: (await import(`../../../messages/${locale}.json`)).default,
    timeZone: lookup.ok ? lookup.session.user.timeZone : siteTimeZone(locale),
    formats: INTL_FORMATS,
  };
});
