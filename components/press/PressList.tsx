import { getTranslations } from 'next-intl/server';
import { ContentList } from '@/components/blog/ContentList';
import type { PageOf } from '@/lib/server/content/pagination';
import type { PressSummary } from '@/lib/server/content/press';
import { PressCard } from './PressCard';

/** /they-wrote-about-us: one page of press coverage, newest first. */
export async function PressList({ view }: { view: PageOf<PressSummary> }) {
  const t = await getTranslations('press');
  return (
    <ContentList
      path="/they-wrote-about-us"
      name="press"
      title={t('title')}
      intro={t('intro')}
      empty={t('empty')}
      view={view}
      keyOf={(item) => item.id}
    >
      {(item) => <PressCard item={item} />}
    </ContentList>
  );
}
