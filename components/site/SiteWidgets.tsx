'use client';

import { useClientConfig } from '@/components/providers/AppProviders';
import { NewVersionNotice } from './NewVersionNotice';
import { StatusWidget } from './StatusWidget';

/**
 * The site-wide widgets of spec section 4, on every page, the customer area included ("every visitor"):
 * each only where its address is configured.
 */
export function SiteWidgets() {
  const { newSiteUrl, statusWidgetUrl } = useClientConfig();
  return (
    <>
      {statusWidgetUrl && <StatusWidget url={statusWidgetUrl} />}
      {newSiteUrl && <NewVersionNotice url={newSiteUrl} />}
    </>
  );
}
