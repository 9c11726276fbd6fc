import { getTranslations } from 'next-intl/server';
import { BetaNotice } from '@/components/landing/BetaNotice';
import { Offers } from '@/components/landing/Offers';
import { Reasons } from '@/components/landing/Reasons';
import { SafetyAndJoin } from '@/components/landing/SafetyAndJoin';
import { PRIMARY_ACTION, SECONDARY_ACTION } from '@/components/landing/styles';
import { RatesStrip } from '@/components/rates/RatesStrip';
import { PageLink } from '@/components/ui/PageLink';
import { env } from '@/lib/env';
import type { LandingView } from '@/lib/views/content';
import { routePath } from '@/lib/routes';

/**
 * / and /Home: what the provider offers, the beta notice, the entry points and the live rates. All of it
 * renders on the server as plain HTML and CSS; the only scripts are the site frame's.
 */
export async function Landing({ view }: { view: LandingView }) {
  const t = await getTranslations();
  const brand = env().BRAND_NAME;
  return (
    <div className="flex flex-col gap-14">
      <section aria-labelledby="landing-title" className="flex flex-col gap-5">
        <h1 id="landing-title" className="max-w-3xl text-4xl font-extrabold tracking-tight break-words hyphens-auto sm:text-5xl">
          {t('home.title', { brand })}
        </h1>
        <p className="max-w-2xl text-lg text-slate-700 dark:text-slate-300">{t('pages.landing.heroLead')}</p>
        <div className="flex flex-wrap gap-3" data-testid="hero-actions">
          <PageLink href={routePath('register')} className={PRIMARY_ACTION}>
            {t('pages.landing.ctaRegister')}
          </PageLink>
          <PageLink href={routePath('swap')} className={SECONDARY_ACTION}>
            {t('pages.landing.ctaSwap')}
          </PageLink>
        </div>
      </section>
      <BetaNotice brand={brand} />
      <RatesStrip strip={view.rates} />
      <Offers brand={brand} />
      <Reasons brand={brand} />
      <SafetyAndJoin />
    </div>
  );
}
