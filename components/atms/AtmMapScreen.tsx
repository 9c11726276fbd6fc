import { getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/i18n/WithMessages';
import { filterAtms, listedCount } from '@/lib/atms/filter';
import type { AtmMapPageView } from '@/lib/views/atms';
import { AtmFinder } from './AtmFinder';
import { AtmSummary } from './AtmSummary';

export async function AtmMapScreen({ atms, filters, showAll, selectedId, map }: AtmMapPageView) {
  const t = await getTranslations('atms');
  const results = filterAtms(atms, filters);
  // The entries listed at first are rendered here, so hydrating them runs no component code in the browser;
  // only those: every entry sent this way also travels as page data, which a phone must parse.
  const listed = results.slice(0, listedCount(results, showAll, selectedId));
  const summaries = Object.fromEntries(
    listed.map((atm) => [atm.id, <AtmSummary key={atm.id} atm={atm} Heading="h3" headingId={`atm-${atm.id}`} />]),
  );
  return (
    <>
      <h1 className="text-3xl font-extrabold tracking-tight">{t('mapTitle')}</h1>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{t('mapLead', { count: atms.length })}</p>
      <WithMessages namespaces={['atms']}>
        <AtmFinder
          atms={atms}
          summaries={summaries}
          initialCountLabel={t('resultsCount', { count: results.length })}
          initialFilters={filters}
          initialShowAll={showAll}
          initialSelectedId={selectedId}
          map={map}
        />
      </WithMessages>
    </>
  );
}
