import * as cards from '@/lib/api/contracts/cards';
import { revealCard } from '@/lib/server/cards/cards';
import { apiHandler } from '@/lib/server/http/handler';

export const POST = apiHandler(cards.cardReveal, ({ session, params }) => revealCard(session.user.id, params.id));
