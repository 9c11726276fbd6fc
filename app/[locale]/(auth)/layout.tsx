import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteBar } from '@/components/common/SiteBar';
import { MoreMessages } from '@/components/i18n/MoreMessages';
import { accountMessages } from '@/lib/i18n/client-messages';

export default async function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteBar showAuthLinks={false} />
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-12">
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <MoreMessages messages={accountMessages(await getMessages())}>{children}</MoreMessages>
        </div>
      </main>
    </div>
  );
}
