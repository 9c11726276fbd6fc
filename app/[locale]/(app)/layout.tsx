import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AppFrame } from '@/components/frame/AppFrame';
import { getAppFrame } from '@/lib/server/shell/app-frame';

// The customer area is private: nothing under it belongs in a search index.
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function LoggedInLayout({ children }: { children: ReactNode }) {
  const frame = await getAppFrame();
  return <AppFrame {...frame}>{children}</AppFrame>;
}
