'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useApi } from '@/components/providers/AppProviders';
import { LocalLink } from '@/components/ui/LocalLink';
import { routePath } from '@/lib/routes';

/**
 * Badge = unread broadcasts + unread news (spec section 7). Each count is its own query, so when the
 * news call fails the badge still shows the broadcast count, and 0 when both fail.
 */
export function Bell({ userId }: { userId: number }) {
  const api = useApi();
  const t = useTranslations('frame');
  const broadcasts = useQuery({
    queryKey: ['unreadbroadcast', userId],
    queryFn: () => api.call('unreadBroadcasts', { params: { u_id: userId } }),
    refetchInterval: 60_000,
  });
  const news = useQuery({
    queryKey: ['unreadnews', userId],
    queryFn: () => api.call('unreadNews', { params: { u_id: userId } }),
    refetchInterval: 60_000,
  });
  // Opening a message, an article or a ticket reads it on the server: ask again on every page change, so the badge
  // drops with the page that read it instead of at the next poll. Not on the first page: the queries just asked.
  const pathname = usePathname();
  const shownPath = useRef(pathname);
  const { refetch: refetchBroadcasts } = broadcasts;
  const { refetch: refetchNews } = news;
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    void refetchBroadcasts();
    void refetchNews();
  }, [pathname, refetchBroadcasts, refetchNews]);
  const count = (broadcasts.data?.length ?? 0) + (news.data?.length ?? 0);
  const label = t('bell', { count });
  return (
    <LocalLink
      href={routePath('messages')}
      className="icon-button relative"
      aria-label={label}
      title={label}
      data-testid="bell"
      // Both counts have answered (or failed) and none is being asked again: the badge is whole and current.
      data-settled={!broadcasts.isFetching && !news.isFetching}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-current">
        <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
      </svg>
      {count > 0 && (
        <span
          data-testid="bell-badge"
          className="absolute -top-1 -right-1 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs leading-5 font-bold text-white"
        >
          {count}
        </span>
      )}
    </LocalLink>
  );
}
