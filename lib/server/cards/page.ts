import 'server-only';
import { requireCustomer } from '@/lib/server/auth';
import { db } from '@/lib/server/db';
import type { CardManagementView } from '@/lib/views/cards';
import { cardsOf } from './cards';

/** /cardmanagement: the customer's cards (masked) and what the card account holds. */
export async function getCardManagementPage(): Promise<CardManagementView> {
  const { user } = await requireCustomer();
  return cardsOf(db(), user.id);
}
