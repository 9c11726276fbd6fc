import { getTranslations } from 'next-intl/server';
import { routePath } from '@/lib/routes';
import { LandingSection } from './LandingSection';
import { PageLink } from '@/components/ui/PageLink';

/** The services, each with its entry point; keys name texts under pages.landing.offers. */
export const OFFERS = [
  { key: 'swap', href: routePath('swap') },
  { key: 'atms', href: routePath('atmMap') },
  { key: 'card', href: routePath('cryptoDelivery') },
  { key: 'voucher', href: routePath('giftVoucher') },
  { key: 'account', href: routePath('register') },
  { key: 'check', href: routePath('transactionCheck') },
] as const;

export async function Offers({ brand }: { brand: string }) {
  const t = await getTranslations('pages.landing');
  return (
    <LandingSection id="offers-title" title={t('offersTitle', { brand })}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="offers">
        {OFFERS.map(({ key, href }) => (
          <li
            key={key}
            className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
          >
            <h3 className="text-lg font-semibold">{t(`offers.${key}.title`)}</h3>
            <p className="flex-1 text-slate-700 dark:text-slate-300">{t(`offers.${key}.body`)}</p>
            <PageLink
              href={href}
              className="self-start font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-400"
            >
              {t(`offers.${key}.cta`)} <span aria-hidden="true">→</span>
            </PageLink>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
