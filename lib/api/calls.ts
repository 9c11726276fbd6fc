import type { z } from 'zod';
import type * as account from './contracts/account';
import type * as auth from './contracts/auth';
import type * as cards from './contracts/cards';
import type * as cashOrders from './contracts/cash-orders';
import type { AnswerOutput, ApiContract } from './contracts/contract';
import type * as exchange from './contracts/exchange';
import type * as money from './contracts/money';
import type * as checkout from './contracts/checkout';
import type * as site from './contracts/site';
import type * as support from './contracts/support';

type ContractsOf<M> = { [K in keyof M as M[K] extends ApiContract ? K : never]: M[K] };
type AllContracts = ContractsOf<typeof account> &
  ContractsOf<typeof auth> &
  ContractsOf<typeof cards> &
  ContractsOf<typeof cashOrders> &
  ContractsOf<typeof money> &
  ContractsOf<typeof exchange> &
  ContractsOf<typeof checkout> &
  ContractsOf<typeof site> &
  ContractsOf<typeof support>;

/** The calls a page makes: those answering in the envelope (files and redirects are links, not calls). */
export type CallId = {
  [K in keyof AllContracts]: AllContracts[K] extends { answer: { kind: 'envelope' } } ? K : never;
}[keyof AllContracts];
export type ContractOf<K extends CallId> = AllContracts[K];

/** A path's parameters are text in the URL: an id may be given as the number it is. */
type PathParams<P> = { [K in keyof P]: P[K] extends string ? P[K] | number : P[K] };

/** What a call sends, each part typed by its contract: the body as the form holds it, before the schema's transforms. */
export type CallInput<C extends ApiContract> = (C extends { params: z.ZodType } ? { params: PathParams<z.input<C['params']>> } : unknown) &
  (C extends { query: z.ZodType } ? { query: z.input<C['query']> } : unknown) &
  (C extends { body: z.ZodType } ? { body: z.input<C['body']> } : unknown) &
  (C extends { form: object } ? { form: FormData } : unknown) &
  (C extends { idempotencyKey: true } ? { idempotencyKey: string } : unknown);

export type CallAnswer<K extends CallId> = AnswerOutput<ContractOf<K>>;

/**
 * Method and path of every call, for the browser: importing the contracts themselves would load zod and every
 * schema with each page. The type holds this table to the contracts (a wrong path or a missing call does not compile).
 */
export const CALLS = {
  login: ['POST', '/api/user/v1/login'],
  logout: ['POST', '/api/user/v1/logout'],
  passwordForgot: ['POST', '/api/user/v1/password/forgot'],
  passwordReset: ['POST', '/api/user/v1/password/reset'],
  register: ['POST', '/api/user/v1/register'],
  registerCodeSend: ['POST', '/api/user/v1/register/{step}/send'],
  registerCodeVerify: ['POST', '/api/user/v1/register/{step}/verify'],
  passkeyConfirmOptions: ['POST', '/api/user/v1/passkeys/confirm/options'],
  passkeyRegister: ['POST', '/api/user/v1/passkeys/register'],
  passkeyRegisterOptions: ['POST', '/api/user/v1/passkeys/register/options'],
  passkeyRemove: ['POST', '/api/user/v1/passkeys/{id}/remove'],
  passkeySecondFactor: ['POST', '/api/user/v1/twofactor/passkey'],
  passkeySecondFactorOptions: ['POST', '/api/user/v1/twofactor/passkey/options'],
  passkeySignIn: ['POST', '/api/user/v1/passkeys/signin'],
  passkeySignInOptions: ['POST', '/api/user/v1/passkeys/signin/options'],
  socialLinkCodeSend: ['POST', '/api/auth/oidc/link/code/send'],
  socialLinkCodeVerify: ['POST', '/api/auth/oidc/link/code/verify'],
  socialLinkPassword: ['POST', '/api/auth/oidc/link/password'],
  socialLinkCreate: ['POST', '/api/auth/oidc/link/create'],
  userInfo: ['POST', '/api/user/v1/userinfo'],
  socialStart: ['POST', '/api/auth/oidc/{provider}/start'],
  twoFactorDisable: ['POST', '/api/user/v1/twofactor/disable'],
  twoFactorEnable: ['POST', '/api/user/v1/twofactor/enable'],
  twoFactorForgotReset: ['POST', '/api/user/v1/twofactor/forgot/reset'],
  twoFactorForgotSend: ['POST', '/api/user/v1/twofactor/forgot/send'],
  twoFactorRecoveryCodes: ['POST', '/api/user/v1/twofactor/recovery-codes'],
  twoFactorSetup: ['POST', '/api/user/v1/twofactor/setup'],
  twoFactorVerify: ['POST', '/api/user/v1/twofactor/verify'],
  antiPhishing: ['POST', '/api/user/v1/settings/antiphishing'],
  autoLogoutSetting: ['GET', '/api/user/v1/viewautologoutbcm/{id}'],
  changePassword: ['POST', '/api/user/v1/changepassword'],
  contactConfirm: ['POST', '/api/user/v1/profile/contact/confirm'],
  identityUnlink: ['POST', '/api/user/v1/identities/{id}/unlink'],
  notificationSettings: ['POST', '/api/user/v1/settings/notifications'],
  planUpgrade: ['POST', '/api/user/v1/plans/upgrade'],
  priceAlertAdd: ['POST', '/api/user/v1/price-alerts'],
  priceAlertDelete: ['POST', '/api/user/v1/price-alerts/{id}/delete'],
  priceAlerts: ['GET', '/api/user/v1/price-alerts'],
  profilePicture: ['POST', '/api/user/v1/profile/picture'],
  profileUpdate: ['POST', '/api/user/v1/profile/update'],
  sessionRevoke: ['POST', '/api/user/v1/sessions/{id}/revoke'],
  sessions: ['GET', '/api/user/v1/sessions'],
  unreadBroadcasts: ['GET', '/api/user/v1/unreadbroadcast/{u_id}'],
  unreadNews: ['GET', '/api/user/v1/unreadnews/{u_id}'],
  viewUser: ['GET', '/api/user/v1/viewuser/{u_id}'],
  beneficiaryAdd: ['POST', '/api/user/v1/bank/beneficiaries'],
  beneficiaryDelete: ['POST', '/api/user/v1/bank/beneficiaries/{id}/delete'],
  dcaActivate: ['POST', '/api/user/v1/exchange/dca/{id}/activate'],
  dcaCreate: ['POST', '/api/user/v1/exchange/dca'],
  dcaDeactivate: ['POST', '/api/user/v1/exchange/dca/{id}/deactivate'],
  dcaDelete: ['DELETE', '/api/user/v1/exchange/dca/{id}'],
  dcaList: ['GET', '/api/user/v1/exchange/dca'],
  exchangeCancel: ['POST', '/api/user/v1/exchange/orders/{id}/cancel'],
  exchangeMarket: ['POST', '/api/user/v1/exchange/market'],
  exchangeOrder: ['POST', '/api/user/v1/exchange/orders'],
  exchangeQuote: ['POST', '/api/user/v1/exchange/quote'],
  earningStake: ['POST', '/api/user/v1/earning/stakes'],
  earningUnstake: ['POST', '/api/user/v1/earning/stakes/{id}/unstake'],
  ownTransfer: ['POST', '/api/user/v1/transfers/own'],
  ownTransferQuote: ['POST', '/api/user/v1/transfers/own/quote'],
  cashSell: ['POST', '/api/user/v1/cash-orders/sell'],
  cashSellVisitor: ['POST', '/api/orders/v1/cash-sell/create'],
  cashBuy: ['POST', '/api/user/v1/cash-orders/buy'],
  cashBuyCancel: ['POST', '/api/user/v1/cash-orders/{id}/cancel'],
  cashOrder: ['GET', '/api/user/v1/cash-orders/{id}'],
  cardList: ['GET', '/api/user/v1/cards'],
  cardIssue: ['POST', '/api/user/v1/cards'],
  cardReveal: ['POST', '/api/user/v1/cards/{id}/reveal'],
  cardStatus: ['POST', '/api/user/v1/cards/{id}/status'],
  cardLimit: ['POST', '/api/user/v1/cards/{id}/limit'],
  cardPurchases: ['GET', '/api/user/v1/cards/{id}/transactions'],
  payout: ['POST', '/api/user/v1/bank/payouts'],
  withdrawalAddressCode: ['POST', '/api/user/v1/chain/withdrawal-addresses/code'],
  withdrawalAddressAdd: ['POST', '/api/user/v1/chain/withdrawal-addresses'],
  withdrawalAddressLabel: ['POST', '/api/user/v1/chain/withdrawal-addresses/{id}/label'],
  withdrawalAddressDelete: ['POST', '/api/user/v1/chain/withdrawal-addresses/{id}/delete'],
  chainWithdrawal: ['POST', '/api/user/v1/chain/withdrawals'],
  withdrawalAddressCancel: ['POST', '/api/public/v1/withdrawal-address-cancel'],
  userTransfer: ['POST', '/api/user/v1/transfers/users'],
  userTransferPreview: ['POST', '/api/user/v1/transfers/users/preview'],
  voucherRedeem: ['POST', '/api/user/v1/vouchers/redeem'],
  cardOrder: ['POST', '/api/orders/v1/card/create'],
  cardQuote: ['POST', '/api/orders/v1/card/quote'],
  paymentChallenge: ['POST', '/api/payments/v1/challenge'],
  swapOrder: ['POST', '/api/orders/v1/swap/create'],
  swapQuote: ['POST', '/api/orders/v1/swap/quote'],
  voucherBuy: ['POST', '/api/orders/v1/voucher/buy'],
  documentUpload: ['POST', '/api/user/v1/documents'],
  message: ['POST', '/api/user/v1/messages'],
  ticket: ['GET', '/api/user/v1/tickets/{id}'],
  ticketCreate: ['POST', '/api/user/v1/tickets/create'],
  ticketReply: ['POST', '/api/user/v1/tickets/{id}/replies'],
  tickets: ['GET', '/api/user/v1/tickets'],
  fraudReport: ['POST', '/api/public/v1/fraud-reports'],
  newsletter: ['POST', '/api/newsletter/v1/subscribe'],
  supportNote: ['POST', '/api/public/v1/support-notes'],
  transactionCheck: ['POST', '/api/public/v1/transaction-check'],
  unsubscribe: ['POST', '/api/unsubscribe/{id}'],
} as const satisfies { [K in CallId]: readonly [ContractOf<K>['method'], ContractOf<K>['path']] };
