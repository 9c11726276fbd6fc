import { submitFraudReport } from '@/lib/server/fraud/reports';
import { apiHandler } from '@/lib/server/http/handler';
import { fraudReportSchema } from '@/lib/validation/fraud-report';

/** /Report-Fraud: stores the report, e-mails the reporter and answers the reference to quote. */
export const POST = apiHandler({ auth: 'none', body: fraudReportSchema }, async ({ body, ip, locale }) => submitFraudReport(body, { ip, locale }));
