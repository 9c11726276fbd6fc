import * as site from '@/lib/api/contracts/site';
import { apiHandler } from '@/lib/server/http';
import { subscribeToNewsletter } from '@/lib/server/notifications';
import { enforceRateLimit } from '@/lib/server/security';

/** The same success for a new and a known address (see subscribeToNewsletter). */
export const POST = apiHandler(site.newsletter, async ({ body, ip, locale, t }) => {
  await enforceRateLimit('newsletter-ip', { ip });
  await subscribeToNewsletter(body.email, locale);
  return { message: t('site.newsletter.subscribed') };
});
