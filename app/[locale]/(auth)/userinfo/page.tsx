import { UserInfoForm } from '@/components/auth/UserInfoForm';
import { getUserInfoPage } from '@/lib/server/auth/page';
import { routeMetadata } from '@/lib/server/seo';

export const generateMetadata = routeMetadata('userInfo', { noindex: true });

/** The details a social sign-in's new account owes before the customer area opens (spec route /userinfo). */
export default async function UserInfoPage({ searchParams }: PageProps<'/[locale]/userinfo'>) {
  const { next } = await searchParams;
  return <UserInfoForm view={await getUserInfoPage(typeof next === 'string' ? next : undefined)} />;
}
