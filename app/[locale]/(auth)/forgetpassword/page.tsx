import { ForgotPasswordForm } from '@/components/recovery/ForgotPasswordForm';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('forgetPassword');

export default function ForgotPasswordPage() {
  return <ForgotPasswordForm />;
}
