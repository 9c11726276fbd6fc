import { routePath } from '@/lib/routes';

/** The public pages the header offers, with their message keys under `site.nav`. */
export const primaryNav = [
  { key: 'atms', href: routePath('atmMap') },
  { key: 'swap', href: routePath('swap') },
  { key: 'card', href: routePath('cryptoDelivery') },
  { key: 'voucher', href: routePath('giftVoucher') },
  { key: 'rates', href: routePath('cryptoRates') },
  { key: 'blog', href: routePath('blog') },
  { key: 'help', href: routePath('helpCenter') },
  { key: 'pricing', href: routePath('pricingPlan') },
] as const;

/** Every public page, in the footer's groups (headings under `site.footer`), by route id of lib/routes.ts. */
export const footerGroups = [
  {
    key: 'products',
    routeIds: ['atmMap', 'swap', 'cryptoDelivery', 'giftVoucher', 'cashWithdrawals', 'bitkasa', 'kiosk', 'bitcoinBase', 'cryptoMerch'],
  },
  { key: 'about', routeIds: ['cryptoRates', 'blog', 'press', 'pricingPlan', 'helpCenter'] },
  { key: 'legal', routeIds: ['terms', 'privacy', 'reportFraud', 'transactionCheck'] },
] as const;
