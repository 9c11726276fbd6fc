import { RegisterForm } from '@/components/auth/RegisterForm';
import { getRegisterPage } from '@/lib/server/pages/auth';

export { generateMetadata } from '../page';

export default async function RegisterPlanPage({ params }: { params: Promise<{ plan_type: string }> }) {
  const { plan } = await getRegisterPage((await params).plan_type);
  return <RegisterForm plan={plan} />;
}
