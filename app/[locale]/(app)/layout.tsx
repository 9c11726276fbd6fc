import type { Metadata } from 'next';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AppFrame } from '@/components/frame/AppFrame';
import { MaintenanceBanner } from '@/components/maintenance/MaintenanceNotice';
import { MoreMessages } from '@/components/i18n/MoreMessages';
import { QueryProvider } from '@/components/providers/QueryProvider';
import { accountMessages } from '@/lib/i18n/client-messages';
import { plannedMaintenance } from '@/lib/server/maintenance/page';
import { getAppFrame } from '@/lib/server/shell';

// The customer area is private: nothing under it belongs in a search index.
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function LoggedInLayout({ children }: { children: ReactNode }) {
  const [frame, planned] = await Promise.all([getAppFrame(), plannedMaintenance()]);
  return (
    <MoreMessages messages={accountMessages(await getMessages())}>
      <QueryProvider>
        <AppFrame {...frame}>
          {planned && <MaintenanceBanner {...planned} />}
          {children}
        </AppFrame>
      </QueryProvider>
    </MoreMessages>
  );
}
