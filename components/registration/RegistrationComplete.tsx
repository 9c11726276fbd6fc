import { getTranslations } from 'next-intl/server';
import { Notice } from '@/components/recovery/Notice';
import { LocalLink } from '@/components/ui/LocalLink';
import { env } from '@/lib/env';
import { routePath } from '@/lib/routes';

/** The last screen of sign-up: the account is ready and the customer is signed in. */
export async function RegistrationComplete({ name }: { name: string }) {
  const t = await getTranslations('registration');
  return (
    <section className="flex flex-col gap-4" aria-labelledby="registration-complete-title">
      <h1 id="registration-complete-title" className="text-2xl font-bold">
        {t('completeTitle')}
      </h1>
      <Notice testId="registration-complete">{t('completeIntro', { name, brand: env().BRAND_NAME })}</Notice>
      <LocalLink
        href={routePath('dashboardNew')}
        className="rounded-md bg-brand-700 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-800"
      >
        {t('toDashboard')}
      </LocalLink>
    </section>
  );
}
