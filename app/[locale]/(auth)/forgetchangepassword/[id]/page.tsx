import { InvalidResetLink, ResetPasswordForm } from '@/components/recovery/ResetPasswordForm';
import { getResetPasswordPage } from '@/lib/server/auth/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('forgetChangePassword', { noindex: true });

export default async function ResetPasswordPage({ params }: PageProps<'/[locale]/forgetchangepassword/[id]'>) {
  const { token, usable } = await getResetPasswordPage((await params).id);
  return usable ? <ResetPasswordForm token={token} /> : <InvalidResetLink />;
}
