import { getTranslations } from 'next-intl/server';
import { filterAtms } from '@/lib/atms/filter';
import type { AtmMapPageView } from '@/lib/server/atms/pages';
import { AtmFinder } from './AtmFinder';
import { AtmSummary } from './AtmSummary';

export async function AtmMapScreen({ atms, filters, showAll, selectedId, map }: AtmMapPageView) {
  const t = await getTranslations('atms');
  // Rendered here, not in the browser: the entries cost no client code; the finder only picks and orders them.
  const summaries = Object.fromEntries(atms.map((atm) => [atm.id, <AtmSummary key={atm.id} atm={atm} Heading="h3" headingId={`atm-${atm.id}`} />]));
  return (
    <>
      <h1 className="text-3xl font-extrabold tracking-tight">{t('mapTitle')}</h1>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{t('mapLead', { count: atms.length })}</p>
      <AtmFinder
        atms={atms}
        summaries={summaries}
        initialCountLabel={t('resultsCount', { count: filterAtms(atms, filters).length })}
        initialFilters={filters}
        initialShowAll={showAll}
        initialSelectedId={selectedId}
        map={map}
      />
    </>
  );
}
