import { getOtpPage } from '@/lib/server/auth/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('otp', { noindex: true });

/** Always a redirect: to the one-time-code step the pending sign-in owes, or to /login. */
export default async function OtpPage(): Promise<never> {
  return getOtpPage();
}
