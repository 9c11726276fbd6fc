import { getTranslations } from 'next-intl/server';
import { LandingSection } from './LandingSection';

const REASONS = ['network', 'coins', 'noKyc', 'security'] as const;

export async function Reasons({ brand }: { brand: string }) {
  const t = await getTranslations('pages.landing');
  return (
    <LandingSection id="reasons-title" title={t('reasonsTitle', { brand })}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {REASONS.map((key) => (
          <li key={key} className="border-l-4 border-brand-500 pl-4">
            <h3 className="font-semibold">{t(`reasons.${key}.title`)}</h3>
            <p className="mt-1 text-slate-700 dark:text-slate-300">{t(`reasons.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
