import * as cards from '@/lib/api/contracts/cards';
import { revealCard } from '@/lib/server/cards';
import { apiHandler } from '@/lib/server/http';

export const POST = apiHandler(cards.cardReveal, ({ session, params }) => revealCard(session.user.id, params.id));
