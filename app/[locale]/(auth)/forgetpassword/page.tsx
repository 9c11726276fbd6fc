import { ForgotPasswordForm } from '@/components/recovery/ForgotPasswordForm';
import { routeMetadata } from '@/lib/server/seo/route-metadata';

export const generateMetadata = routeMetadata('forgetPassword');

export default function ForgotPasswordPage() {
  return <ForgotPasswordForm />;
}
