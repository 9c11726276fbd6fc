import * as cards from '@/lib/api/contracts/cards';
import { FIAT_SCALE, toUnits } from '@/lib/money';
import { setDailyLimit } from '@/lib/server/cards';
import { apiHandler } from '@/lib/server/http';

export const POST = apiHandler(cards.cardLimit, ({ session, params, body }) =>
  setDailyLimit(session.user.id, params.id, body.dailyLimit === null ? null : toUnits(body.dailyLimit, FIAT_SCALE)),
);
