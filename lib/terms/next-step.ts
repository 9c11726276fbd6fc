/**
 * What lifts a refusal, so the customer is told where to go and not only what is refused: the profile (level 1), the
 * identity documents (levels 2 and 3), or support, for an operator's block or a level the customer cannot reach alone.
 * A refusal carries it to the client (the API's `data.nextStep`, a page's view), which links it to its page.
 */
export const NEXT_STEPS = ['profile', 'kyc', 'support'] as const;
export type NextStep = (typeof NEXT_STEPS)[number];

/** The step that lifts a customer above `level`: level 1 is the completed profile, 2 and 3 the approved documents. */
export const stepAboveLevel = (level: number): NextStep => (level < 1 ? 'profile' : level < 3 ? 'kyc' : 'support');
