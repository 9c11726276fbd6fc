import { useLocale, useTranslations } from 'next-intl';
import { PageLink } from '@/components/ui/PageLink';
import { describeOpeningHours } from '@/lib/atms/format';
import { atmDetailsPath, type AtmListing } from '@/lib/atms/model';
import { AtmCoins, AtmServiceTags, AtmStatusBadge } from './AtmBadges';

/** A machine in a list (the map's list, the newest machines): its name leads to the details. */
export function AtmSummary({ atm, Heading, headingId }: { atm: AtmListing; Heading: 'h2' | 'h3'; headingId?: string }) {
  const t = useTranslations('atms');
  const locale = useLocale();
  return (
    <>
      <Heading id={headingId} className="font-semibold">
        <PageLink href={atmDetailsPath(atm)} className="hover:text-brand-700 hover:underline dark:hover:text-brand-300">
          {atm.name}
        </PageLink>
      </Heading>
      <p className="text-sm text-slate-700 dark:text-slate-300">{atm.address}</p>
      <div className="flex flex-wrap items-center gap-2">
        <AtmStatusBadge status={atm.status} />
        <AtmServiceTags canBuy={atm.canBuy} canSell={atm.canSell} />
        <AtmCoins coins={atm.coins} />
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <span className="sr-only">{t('openingHours')}: </span>
        {describeOpeningHours(atm.openingHours, locale, t('nonstop')).join(' · ')}
      </p>
    </>
  );
}
