import * as cards from '@/lib/api/contracts/cards';
import { setCardStatus } from '@/lib/server/cards/cards';
import { apiHandler } from '@/lib/server/http/handler';

export const POST = apiHandler(cards.cardStatus, ({ session, params, body }) => setCardStatus(session.user.id, params.id, body.status));
