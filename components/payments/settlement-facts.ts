import { getTranslations } from 'next-intl/server';
import type { OrderSettlement } from '@/lib/terms/orders';
import type { Fact } from './OrderFacts';

/** A public order's facts about its settlement on chain: how far it is, and the txid once its coins are sent. */
export async function settlementFacts(settlement: OrderSettlement | null): Promise<Fact[]> {
  if (!settlement) return [];
  const t = await getTranslations('txCheck');
  return [
    { id: 'stage', label: t('stage'), value: t(`stages.${settlement.stage}`) },
    ...(settlement.txid ? [{ id: 'txid', label: t('txid'), value: settlement.txid, copy: settlement.txid }] : []),
  ];
}
