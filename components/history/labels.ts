import type { useTranslations } from 'next-intl';
import { historyKindKey } from '@/lib/views/history';
import { accountName } from '@/lib/terms/accounts';

type HistoryTranslator = ReturnType<typeof useTranslations<'history'>>;
type AccountsTranslator = ReturnType<typeof useTranslations<'accounts'>>;

/** A transaction kind's name; a kind this list does not know yet is "Other". */
export const kindLabel = (t: HistoryTranslator, kind: string): string => t(`kinds.${historyKindKey(kind)}`);

/** "KT0000000012 34 · Credit account · EUR", "KT0000000013 12 · Crypto account · BTC". */
export const accountLabel = (t: AccountsTranslator, account: { number: string; asset: string; kind: string }) =>
  `${account.number} · ${accountName(t, account)}`;
