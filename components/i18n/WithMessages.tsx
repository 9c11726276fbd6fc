import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages, type Namespace } from '@/lib/i18n/client-messages';
import { MoreMessages } from './MoreMessages';

/** The messages of a page's own client components, on top of the shell's (lib/i18n/client-messages.ts). */
export async function WithMessages({ namespaces, children }: { namespaces: readonly Namespace[]; children: ReactNode }) {
  return <MoreMessages messages={pickMessages(await getMessages(), namespaces)}>{children}</MoreMessages>;
}
