import 'server-only';
import { type FiatCurrency, formatAsset, formatFiat, formatRate } from '@/lib/money';
import { defaultLocale, normalizeLocale, type Locale } from '@/lib/i18n/config';
import { schema, type Executor } from '@/lib/server/db';
import type { PaidPlan } from '@/lib/server/db/schema';
import { type Translator, translatorFor } from '@/lib/server/i18n';
import type { AlertDirection } from '@/lib/terms/alerts';
import type { KycDocumentType } from '@/lib/terms/verification';
import type { DcaSkipReason } from '@/lib/validation/exchange';

const { broadcasts } = schema;

/**
 * What the bell tells one customer about their own money and requests. A notice is stored as its key and values and
 * put into words when it is read, in the reader's language of that moment: a customer who switches to Czech reads
 * yesterday's notices in Czech too. Amounts are stored as decimals and formatted for the reader.
 */
export type Notice =
  | { key: 'transferReceived'; values: { amount: string; currency: FiatCurrency; sender: string } }
  | { key: 'payoutSent'; values: { amount: string; currency: FiatCurrency; name: string } }
  | { key: 'payoutRefused'; values: { amount: string; currency: FiatCurrency; name: string; reason: string } }
  | { key: 'planFellBack'; values: { plan: PaidPlan } }
  | { key: 'documentApproved'; values: { documentType: KycDocumentType; level: number } }
  | { key: 'documentRefused'; values: { documentType: KycDocumentType; reason: string } }
  | { key: 'ticketAnswered'; values: { subject: string } }
  | { key: 'cryptoDepositCredited'; values: { amount: string; asset: string } }
  | { key: 'stakeMatured'; values: { amount: string; asset: string; reward: string } }
  | { key: 'cryptoWithdrawal'; values: { outcome: WithdrawalOutcome; amount: string; asset: string } }
  | { key: 'dcaSkipped'; values: { pair: string; amount: string; asset: string; reason: string } }
  | { key: 'dcaPaused'; values: { pair: string; amount: string; asset: string } }
  | { key: 'priceAlertCrossed'; values: PriceAlertCrossing };

/** What a customer is told about an on-chain withdrawal: it went out, it arrived, or it will not be sent. */
export type WithdrawalOutcome = 'sent' | 'confirmed' | 'failed';

/** A price alert that fired: the coin, its threshold and the price that crossed it, decimals in `currency`. */
export interface PriceAlertCrossing {
  asset: string;
  currency: FiatCurrency;
  direction: AlertDirection;
  threshold: string;
  price: string;
}

export type NoticeKey = Notice['key'];
type ValuesOf<K extends NoticeKey> = Extract<Notice, { key: K }>['values'];

interface NoticeText {
  title: string;
  message: string;
}

const WORDING: { [K in NoticeKey]: (t: Translator, locale: Locale, values: ValuesOf<K>) => NoticeText } = {
  transferReceived: (t, locale, { amount, currency, sender }) => ({
    title: t('transfers.broadcast.title'),
    message: t('transfers.broadcast.message', { amount: formatFiat(amount, currency, locale), sender }),
  }),
  payoutSent: (t, locale, { amount, currency, name }) => ({
    title: t('bank.broadcast.sent.title'),
    message: t('bank.broadcast.sent.message', { amount: formatFiat(amount, currency, locale), name }),
  }),
  payoutRefused: (t, locale, { amount, currency, name, reason }) => ({
    title: t('bank.broadcast.refused.title'),
    message: t('bank.broadcast.refused.message', { amount: formatFiat(amount, currency, locale), name, reason }),
  }),
  planFellBack: (t, _locale, { plan }) => ({
    title: t('plans.broadcast.fellBackTitle'),
    message: t('plans.broadcast.fellBackMessage', { plan: t(`plans.${plan}`) }),
  }),
  documentApproved: (t, _locale, { documentType, level }) => ({
    title: t('verification.broadcast.approvedTitle'),
    message: t('verification.broadcast.approved', { type: t(`verification.types.${documentType}`), level }),
  }),
  documentRefused: (t, _locale, { documentType, reason }) => ({
    title: t('verification.broadcast.refusedTitle'),
    message: t('verification.broadcast.refused', { type: t(`verification.types.${documentType}`), reason }),
  }),
  ticketAnswered: (t, _locale, { subject }) => ({
    title: t('support.notice.title'),
    message: t('support.notice.message', { subject }),
  }),
  cryptoDepositCredited: (t, locale, { amount, asset }) => ({
    title: t('chain.notice.title'),
    message: t('chain.notice.message', { amount: formatAsset(amount, asset, locale) }),
  }),
  stakeMatured: (t, locale, { amount, asset, reward }) => ({
    title: t('earning.notice.maturedTitle'),
    message: t('earning.notice.matured', {
      amount: formatAsset(amount, asset, locale),
      reward: formatAsset(reward, asset, locale),
    }),
  }),
  cryptoWithdrawal: (t, locale, { outcome, amount, asset }) => ({
    title: t(`chain.withdrawNotice.${outcome}.title`),
    message: t(`chain.withdrawNotice.${outcome}.message`, { amount: formatAsset(amount, asset, locale) }),
  }),
  dcaSkipped: (t, locale, { pair, amount, asset, reason }) => ({
    title: t('exchange.dca.notice.skippedTitle'),
    message: t('exchange.dca.notice.skipped', {
      pair,
      amount: formatAsset(amount, asset, locale),
      reason: t(`exchange.dca.reasons.${reason as DcaSkipReason}`),
    }),
  }),
  dcaPaused: (t, locale, { pair, amount, asset }) => ({
    title: t('exchange.dca.notice.pausedTitle'),
    message: t('exchange.dca.notice.paused', { pair, amount: formatAsset(amount, asset, locale) }),
  }),
  priceAlertCrossed: (t, locale, crossing) => priceAlertWords(t, locale, crossing),
};

/** The bell's and the e-mail's words for a price alert that fired. */
export function priceAlertWords(t: Translator, locale: Locale, crossing: PriceAlertCrossing): NoticeText {
  // As the rates table writes a price: cents from one unit up, five significant digits for a coin worth less.
  const inFiat = (price: string) => formatRate(price, crossing.currency, locale);
  const values = { asset: crossing.asset, threshold: inFiat(crossing.threshold), price: inFiat(crossing.price) };
  return { title: t(`alerts.notice.${crossing.direction}Title`, values), message: t(`alerts.notice.${crossing.direction}`, values) };
}

const isNoticeKey = (key: string): key is NoticeKey => Object.hasOwn(WORDING, key);

/** A notice in the words of `language` (a locale the app does not know reads English). */
export function wordNotice(notice: Notice, language: string): NoticeText {
  const locale = normalizeLocale(language) ?? defaultLocale;
  const words = WORDING[notice.key] as (t: Translator, locale: Locale, values: Notice['values']) => NoticeText;
  return words(translatorFor(locale), locale, notice.values);
}

/**
 * A stored bell message in `language`. A row written as free text (the operator's broadcasts, support's own words)
 * has no key and is shown as written; so is a key a later version no longer knows.
 */
export function noticeText(
  row: { title: string; message: string; notice: string | null; noticeValues: unknown },
  language: string,
): NoticeText {
  if (!row.notice || !isNoticeKey(row.notice)) return { title: row.title, message: row.message };
  return wordNotice({ key: row.notice, values: row.noticeValues } as Notice, language);
}

/** Words written once for every reader: support's own answer to a message, quoted as support wrote it. */
export type FreeText = NoticeText;

/**
 * Rings one customer's bell, in the caller's transaction (so a rolled-back movement tells nobody). A notice's English
 * words are stored beside its key for whoever reads the table itself; every reader of the app words the key anew.
 * With `onceKey` the notice rings at most once for that key, whoever else writes it: false when it rang already.
 */
export async function notify(tx: Executor, userId: number, content: Notice | FreeText, link?: string, onceKey?: string): Promise<boolean> {
  const written = await tx
    .insert(broadcasts)
    .values({ ...noticeRow(content), toSend: 'User', toId: userId, link: link ?? null, onceKey: onceKey ?? null })
    .onConflictDoNothing({ target: broadcasts.onceKey })
    .returning({ id: broadcasts.id });
  return written.length > 0;
}

/** What notify stores of a notice (its key, values and English words), for a statement that writes the row itself. */
export const noticeRow = (content: Notice | FreeText) =>
  'key' in content ? { ...wordNotice(content, 'en'), notice: content.key, noticeValues: content.values } : content;
