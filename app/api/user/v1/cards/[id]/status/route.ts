import * as cards from '@/lib/api/contracts/cards';
import { setCardStatus } from '@/lib/server/cards';
import { apiHandler } from '@/lib/server/http';

export const POST = apiHandler(cards.cardStatus, ({ session, params, body }) => setCardStatus(session.user.id, params.id, body.status));
