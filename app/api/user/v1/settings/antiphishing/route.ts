import { apiHandler } from '@/lib/server/http/handler';
import { saveAntiPhishingCode } from '@/lib/server/users/profile';
import { antiPhishingSchema } from '@/lib/validation/profile';

export const POST = apiHandler({ body: antiPhishingSchema }, async ({ session, body }) => ({
  anti_phishing_code: await saveAntiPhishingCode(session.user.id, body.code),
}));
