import { apiHandler } from '@/lib/server/http/handler';
import { subscribeToNewsletter } from '@/lib/server/newsletter/subscribe';
import { enforceRateLimit } from '@/lib/server/security/rate-limit';
import { newsletterSchema } from '@/lib/validation/newsletter';

/** The same success for a new and a known address (see subscribeToNewsletter). */
export const POST = apiHandler({ auth: 'none', body: newsletterSchema }, async ({ body, ip, locale, t }) => {
  await enforceRateLimit('newsletter-ip', { ip });
  await subscribeToNewsletter(body.email, locale);
  return { message: t('site.newsletter.subscribed') };
});
