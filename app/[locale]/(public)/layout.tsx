import type { ReactNode } from 'react';
import { SiteBar } from '@/components/common/SiteBar';
import { SiteFooter } from '@/components/site/SiteFooter';
import { SkipLink } from '@/components/site/SkipLink';

export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteBar showAuthLinks />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-10">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
