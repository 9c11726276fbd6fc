// How many Jest workers run test files side by side, each over a database of its own (tests/support/global-setup.mjs).
// Two by default: CI and this machine have two cores; JEST_WORKERS overrides it.
export const JEST_WORKERS = Math.max(1, Number(process.env.JEST_WORKERS ?? 2));
