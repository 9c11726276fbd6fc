// What other domains may call in lib/server/payments: they import '@/lib/server/payments', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export {
  answerChallenge,
  cardDetailsOf,
  challengeExpired,
  challengeOf,
  chargePayment,
  countCardAttempt,
  insertPayment,
  paymentById,
} from './payments';
export type { Payment } from './payments';
