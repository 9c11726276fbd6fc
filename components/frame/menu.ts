import { routePath, type RouteId } from '@/lib/routes';

export interface MenuLink {
  routeId: RouteId;
  href: string;
}
export interface MenuGroup {
  id: 'accounts' | 'transactions' | 'profile' | 'messages';
  links: MenuLink[];
}

const links = (...ids: RouteId[]): MenuLink[] => ids.map((routeId) => ({ routeId, href: routePath(routeId) }));

/** The side menu of spec section 2 ("Frame"); the Help group's external links come from config. */
export const dashboardLink: MenuLink = { routeId: 'dashboardNew', href: routePath('dashboardNew') };

export const menuGroups: MenuGroup[] = [
  {
    id: 'accounts',
    links: links(
      'account',
      'accountBoxes',
      'creditAccount',
      'cryptoAccount',
      'earningAccount',
      'earningStaking',
      'earningPurchasing',
      'cashAccount',
      'allBalances',
      'allTransactions',
      'accountStatement',
      'files',
    ),
  },
  {
    id: 'transactions',
    links: links(
      'transactions',
      'transactionsBox',
      'cryptoExchange',
      'cashOrder',
      'cryptoEarning',
      'cryptoDeposit',
      'cryptoWithdraw',
      'cryptoCredit',
      'transferBetweenAccounts',
      'transferBetweenUsers',
      'incomingWireTransfer',
      'outgoingWireTransfer',
      'cardFundingTransfer',
      'cardManagement',
    ),
  },
  { id: 'profile', links: links('summary', 'editProfile', 'kyc', 'changePassword', 'twoSecurity', 'settings', 'pricing') },
  { id: 'messages', links: links('messages', 'news', 'supportTickets') },
];

/** The first path segment without a locale prefix, lower-cased: how the menu finds the active route. */
export function activeSegment(pathname: string, locales: readonly string[]): string {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] && locales.includes(parts[0])) parts.shift();
  return (parts[0] ?? '').toLowerCase();
}

export const segmentOf = (href: string) => (href.split('/')[1] ?? '').toLowerCase();
