import * as cards from '@/lib/api/contracts/cards';
import { cardsOf, orderVirtualCard } from '@/lib/server/cards';
import { db } from '@/lib/server/db';
import { apiHandler } from '@/lib/server/http';

export const GET = apiHandler(cards.cardList, ({ session }) => cardsOf(db(), session.user.id));

export const POST = apiHandler(cards.cardIssue, ({ session }) => orderVirtualCard(session.user));
