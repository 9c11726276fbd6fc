import { getTranslations } from 'next-intl/server';
import type { AtmMapPageView } from '@/lib/server/atms/pages';
import { AtmFinder } from './AtmFinder';

export async function AtmMapScreen({ atms, filters, selectedId, map }: AtmMapPageView) {
  const t = await getTranslations('atms');
  return (
    <>
      <h1 className="text-3xl font-extrabold tracking-tight">{t('mapTitle')}</h1>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{t('mapLead', { count: atms.length })}</p>
      <AtmFinder atms={atms} initialFilters={filters} initialSelectedId={selectedId} map={map} />
    </>
  );
}
