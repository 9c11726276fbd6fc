import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteBar } from '@/components/common/SiteBar';
import { SiteFooter } from '@/components/site/SiteFooter';
import { SkipLink } from '@/components/site/SkipLink';

export default async function PublicLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('common');
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <p className="bg-brand-700 px-4 py-1 text-center text-xs font-medium text-white">{t('betaNotice')}</p>
      <SiteBar showAuthLinks />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-10">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
