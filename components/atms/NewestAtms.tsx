import { getTranslations } from 'next-intl/server';
import { PageLink } from '@/components/ui/PageLink';
import type { AtmListing } from '@/lib/atms/model';
import { routePath } from '@/lib/routes';
import { AtmSummary } from './AtmSummary';

/** /Bitcoin_ATMs_Details_new without a machine: the newest ones, each leading to its details. */
export async function NewestAtms({ atms }: { atms: AtmListing[] }) {
  const t = await getTranslations('atms');
  return (
    <section className="flex flex-col gap-6">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight">{t('newestTitle')}</h1>
        <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{t('newestLead')}</p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="atm-list">
        {atms.map((atm) => (
          <li
            key={atm.id}
            data-testid="atm-item"
            className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <AtmSummary atm={atm} Heading="h2" />
          </li>
        ))}
      </ul>
      <PageLink
        href={routePath('atmMap')}
        className="self-start rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t('allOnMap')}
      </PageLink>
    </section>
  );
}
