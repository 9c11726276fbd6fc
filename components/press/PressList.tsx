import { getTranslations } from 'next-intl/server';
import { ContentList } from '@/components/blog/ContentList';
import type { PageOf, PressSummary } from '@/lib/views/content';
import { PressCard } from './PressCard';

/** /they-wrote-about-us: one page of press coverage, newest first. */
export async function PressList({ view }: { view: PageOf<PressSummary> }) {
  const t = await getTranslations('press');
  return (
    <ContentList name="press" title={t('title')} intro={t('intro')} empty={t('empty')} view={view} keyOf={(item) => item.id}>
      {(item) => <PressCard item={item} />}
    </ContentList>
  );
}
