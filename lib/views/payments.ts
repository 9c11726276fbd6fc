import type { z } from 'zod';
import type { challengeOutcomeAnswer, failureReason, issuerChallenge } from '@/lib/api/contracts/checkout';

export type FailureReason = z.infer<typeof failureReason>;

/** What the issuer's challenge page shows: the payment, the card, and (a simulated issuer only) the code. */
export type Challenge = z.infer<typeof issuerChallenge>;

/** What answering a 3-D Secure challenge settled: the card order or the voucher it paid for. */
export type ChallengeOutcome = z.infer<typeof challengeOutcomeAnswer>;
