/** A mistake in what the operator typed: printed as it is, with the exit code 2. */
export class UsageError extends Error {}
