import type { ReactNode } from 'react';
import { AppFrame } from '@/components/frame/AppFrame';
import { getAppFrame } from '@/lib/server/shell/app-frame';

export default async function LoggedInLayout({ children }: { children: ReactNode }) {
  const frame = await getAppFrame();
  return <AppFrame {...frame}>{children}</AppFrame>;
}
