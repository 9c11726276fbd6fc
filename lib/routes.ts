/**
 * Every route of spec section 2, the single list that the proxy (case-insensitive matching, first
 * gate), the side menu, the placeholder pages and every link to a page read. `id` is the message key of its title.
 */
export type RouteFamily = 'public' | 'auth' | 'app';

type RouteTable = readonly (readonly [string, string])[];

export interface RouteDef {
  id: RouteId;
  path: string;
  family: RouteFamily;
}

const publicRoutes = [
  ['home', '/Home'],
  ['atmMap', '/Bitcoin_ATMs'],
  ['swap', '/Crypto_to_crypto_swap'],
  ['giftVoucher', '/Crypto_gift_voucher'],
  ['terms', '/Terms'],
  ['reportFraud', '/Report-Fraud'],
  ['privacy', '/Privacy'],
  ['pricingPlan', '/Pricing-Plan'],
  ['helpCenter', '/Help_center'],
  ['cryptoDelivery', '/Crypto_Delivery'],
  ['bitkasa', '/Bitkasa'],
  ['cashWithdrawals', '/Cash_Withdrawals_Bitcoin_ATMs'],
  ['atmDetails', '/Bitcoin_ATMs_Details/[id]'],
  ['atmDetailsNew', '/Bitcoin_ATMs_Details_new'],
  ['cryptoToCrypto', '/crypto-to-crypto'],
  ['cryptoToCryptoSuccess', '/crypto-to-Crypto-success'],
  ['bitcoinBase', '/Bitcoin_Base'],
  ['cryptoMerch', '/Crypto_Merch'],
  ['transactionCheck', '/Transaction_Check'],
  ['cryptoRates', '/Crypto_rates'],
  ['blog', '/blog'],
  ['blogPost', '/blog/[id]'],
  ['press', '/they-wrote-about-us'],
  ['pressItem', '/they-wrote-about-us-details/[id]'],
  ['kiosk', '/kiosk'],
  ['demoOutbox', '/demo-outbox'],
  ['apiDocs', '/api-docs'],
] as const satisfies RouteTable;

const authRoutes = [
  ['login', '/login'],
  ['loginEmailVerify', '/loginemailverify'],
  ['loginPhoneVerify', '/loginphoneverify'],
  ['register', '/register'],
  ['registerPlan', '/register/[plan_type]'],
  ['forgetPassword', '/forgetpassword'],
  ['forgetChangePassword', '/forgetchangepassword/[id]'],
  ['forgetAuthenticator', '/forgetgoogleauthenticator'],
  ['verify2faOtp', '/verify2faotp'],
  ['jiraNote', '/jiranote'],
  ['otp', '/otp'],
  ['authEnabled', '/authenabled'],
  ['googleAuthenticator', '/googleauthenticator'],
  ['auth', '/auth'],
  ['completeRegistration', '/completeregistration'],
  ['invoice', '/invoice/[id]'],
  ['invoiceWithdraw', '/invoicewithdraw/[id]'],
  ['userInfo', '/userinfo'],
  // Not in the spec: where an e-mail's "turn off these e-mails" link leads, for a reader who may not be signed in.
  ['unsubscribe', '/unsubscribe/[id]'],
  // The spec lists it with the logged-in routes, but during maintenance it is what every visitor gets, signed in or not.
  ['maintenance', '/maintenance'],
  // Not in the spec: where the "new withdrawal address" e-mail's cancel link leads, signed in or not.
  ['withdrawalAddressCancel', '/cancel-withdrawal-address/[id]'],
] as const satisfies RouteTable;

const appRoutes = [
  ['dashboardNew', '/Dashboard_new'],
  ['summary', '/Summary'],
  ['dashboard', '/dashboard'],
  ['cardManagement', '/cardmanagement'],
  ['editProfile', '/Editprofile'],
  ['changePassword', '/changepassword'],
  ['twoSecurity', '/TwoSecurity'],
  ['transactions', '/Transactions'],
  ['transferBetweenAccounts', '/Transferbetweenaccounts'],
  ['transferBetweenUsers', '/Transferbetweenusers'],
  ['incomingWireTransfer', '/Incomingwiretransfer'],
  ['cardFundingTransfer', '/Cardfundingtransfer'],
  ['outgoingWireTransfer', '/Outgoingwiretransfer'],
  ['pricing', '/Pricing'],
  ['transactionsBox', '/Transactions_box'],
  ['cryptoExchange', '/Transactions_crypto_exchange'],
  ['cashOrder', '/Transactions_cash_order'],
  ['cryptoEarning', '/Transactions_crypto_earning'],
  ['cryptoDeposit', '/Transactions_crypto_deposit'],
  ['cryptoWithdraw', '/Transactions_crypto_withdraw'],
  ['cryptoCredit', '/Transactions_crypto_credit'],
  ['account', '/Account'],
  ['accountDetails', '/Accountdetails/[id]'],
  ['accountBoxes', '/Accountboxes'],
  ['creditAccount', '/Accountboxes_credit_account'],
  ['cryptoAccount', '/Accountboxes_crypto_account'],
  ['earningAccount', '/Accountboxes_earning_account'],
  ['earningStaking', '/Accountboxes_earning_account_staking'],
  ['earningPurchasing', '/Accountboxes_earning_account_purchasing'],
  ['cashAccount', '/Accountboxes_cash_account'],
  ['supportTickets', '/jiramessages'],
  ['createIssue', '/createissue'],
  ['openIssue', '/openissue/[id]'],
  ['news', '/News'],
  ['newsDetails', '/Newsdetailss/[id]'],
  ['accountStatement', '/Specificaccountstatement'],
  ['allTransactions', '/Allaccountstransactions'],
  ['allBalances', '/Allaccountsbalances'],
  ['kyc', '/Kyc'],
  ['settings', '/Settings'],
  ['files', '/Files'],
  ['transferDetails', '/Transferdetails'],
  ['transferSuccess', '/Transfersuccessfully'],
  ['incomingMessage', '/Incomingmessage'],
  ['outgoingMessage', '/Outgoingmessage'],
  ['readMessage', '/Readmessage/[id]'],
  ['newMessage', '/Newmessage'],
  ['profileBox', '/Profilebox'],
  ['message', '/Message'],
  ['accountBox', '/accountbox'],
  ['messages', '/messages'],
  ['messageDetails', '/messagedetails/[id]'],
  ['typography', '/typography'],
  ['icons', '/icons'],
  ['basicTable', '/basic-table'],
  ['multiLanguage', '/multi-language'],
] as const satisfies RouteTable;

/** The id of a route of the table: its title's message key under `routes`, checked where a page names it. */
export type RouteId = (typeof publicRoutes | typeof authRoutes | typeof appRoutes)[number][0];

const withFamily =
  (family: RouteFamily) =>
  ([id, path]: readonly [RouteId, string]): RouteDef => ({ id, path, family });

export const routes: readonly RouteDef[] = [
  ...publicRoutes.map(withFamily('public')),
  ...authRoutes.map(withFamily('auth')),
  ...appRoutes.map(withFamily('app')),
];

export const routeById: ReadonlyMap<string, RouteDef> = new Map(routes.map((r) => [r.id, r]));

/**
 * The path of a route, with its `[name]` segments filled from `params` as given (not encoded: a caller whose value may
 * hold reserved characters encodes it). Every link to a page is built here, so a renamed route cannot leave one behind.
 */
export function routePath(id: RouteId, params?: Readonly<Record<string, string | number>>): string {
  const route = routeById.get(id);
  if (!route) throw new Error(`Unknown route id ${id}`);
  if (!params) return route.path;
  return route.path.replace(/\[(\w+)\]/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Route ${id} needs ${name}`);
    return String(value);
  });
}

const firstSegment = (path: string) => path.split('/')[1] ?? '';

/**
 * Localized slugs of spec section 2 (swap in cs/de/hu, voucher in sk/cs/de/hu, the German ATM map):
 * each shows the page of its canonical route.
 */
export const slugAliases: Readonly<Record<string, string>> = {
  Bitcoin_geldautomat: 'Bitcoin_ATMs',
  Smena_kryptomen: 'Crypto_to_crypto_swap',
  Krypto_zu_Krypto_Tausch: 'Crypto_to_crypto_swap',
  Kripto_kripto_csere: 'Crypto_to_crypto_swap',
  Darcekovy_poukaz_na_kryptomeny: 'Crypto_gift_voucher',
  Darkovy_poukaz_na_kryptomeny: 'Crypto_gift_voucher',
  Krypto_Geschenkgutschein: 'Crypto_gift_voucher',
  Kripto_ajandekutalvany: 'Crypto_gift_voucher',
};

export interface SegmentMatch {
  /** The segment as the app's folders spell it. */
  canonical: string;
  family: RouteFamily;
  /** For aliases: the canonical route segment whose page is shown. */
  target?: string;
}

/**
 * Index of first path segments, lower-cased, so that "/SUMMARY" finds "/Summary". The brand slug
 * adds the Czech ATM map (/{slug}y) and ATM details (/{slug}/{id}).
 */
export function buildSegmentIndex(brandSlug: string): ReadonlyMap<string, SegmentMatch> {
  const index = new Map<string, SegmentMatch>();
  for (const route of routes) {
    const segment = firstSegment(route.path);
    index.set(segment.toLowerCase(), { canonical: segment, family: route.family });
  }
  const aliasEntries: [string, string][] = [
    ...Object.entries(slugAliases),
    [`${brandSlug}y`, 'Bitcoin_ATMs'],
    [brandSlug, 'Bitcoin_ATMs_Details'],
  ];
  for (const [alias, target] of aliasEntries) {
    index.set(alias.toLowerCase(), { canonical: alias, family: 'public', target });
  }
  return index;
}
