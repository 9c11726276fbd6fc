import * as site from '@/lib/api/contracts/site';
import { submitFraudReport } from '@/lib/server/support';
import { apiHandler } from '@/lib/server/http';

/** /Report-Fraud: stores the report, e-mails the reporter and answers the reference to quote. */
export const POST = apiHandler(site.fraudReport, async ({ body, ip, locale }) => submitFraudReport(body, { ip, locale }));
