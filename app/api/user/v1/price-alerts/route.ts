import * as account from '@/lib/api/contracts/account';
import { createAlert, listAlerts } from '@/lib/server/alerts';
import { apiHandler } from '@/lib/server/http';

/** The customer's price alerts. */
export const GET = apiHandler(account.priceAlerts, ({ session }) => listAlerts(session.user.id));

/** Sets a price alert. */
export const POST = apiHandler(account.priceAlertAdd, ({ session, body }) => createAlert(session.user, body));
