import * as cards from '@/lib/api/contracts/cards';
import { purchasesOf } from '@/lib/server/cards';
import { db } from '@/lib/server/db';
import { apiHandler } from '@/lib/server/http';

export const GET = apiHandler(cards.cardPurchases, async ({ session, params }) => ({
  purchases: await purchasesOf(db(), session.user.id, params.id),
}));
