import { RegisterForm } from '@/components/auth/RegisterForm';
import { getRegisterPage } from '@/lib/server/auth/page';

export { generateMetadata } from '../page';

export default async function RegisterPlanPage({ params }: PageProps<'/[locale]/register/[plan_type]'>) {
  return <RegisterForm view={await getRegisterPage((await params).plan_type)} />;
}
