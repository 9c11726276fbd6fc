/** The public pages the header offers, with their message keys under `site.nav`. */
export const primaryNav = [
  { key: 'atms', href: '/Bitcoin_ATMs' },
  { key: 'swap', href: '/Crypto_to_crypto_swap' },
  { key: 'card', href: '/Crypto_Delivery' },
  { key: 'voucher', href: '/Crypto_gift_voucher' },
  { key: 'rates', href: '/Crypto_rates' },
  { key: 'blog', href: '/blog' },
  { key: 'help', href: '/Help_center' },
  { key: 'pricing', href: '/Pricing-Plan' },
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
