import 'server-only';
import { currentSession, requireCustomer } from '@/lib/server/auth';
import type { PriceAlertsView } from '@/lib/views/alerts';
import { priceAlertsView } from './alerts';

/** /Settings' price alerts panel: only a signed-in customer's. */
export async function getPriceAlertsPanel(): Promise<PriceAlertsView> {
  return priceAlertsView((await requireCustomer()).user.id);
}

/**
 * The price alerts panel of /Crypto_rates, a public page: the signed-in customer's alerts, null for a visitor (who is
 * offered the sign-in). Only requests with a session cookie get here with one, and the HTML cache never stores those.
 */
export async function getRatesAlertsPanel(): Promise<PriceAlertsView | null> {
  const lookup = await currentSession();
  return lookup.ok && lookup.session.state === 'active' ? priceAlertsView(lookup.session.user.id) : null;
}
