import 'server-only';

/** PostgreSQL's error fields, on the error or (as drizzle wraps it) on its cause. */
export function databaseErrorOf(error: unknown): { code?: string; detail?: string } {
  if ((error as { code?: string } | null)?.code) return error as { code?: string; detail?: string };
  const cause = error instanceof Error && 'cause' in error ? (error.cause as { code?: string; detail?: string } | undefined) : undefined;
  return cause ?? {};
}

export const sqlStateOf = (error: unknown): string | undefined => databaseErrorOf(error).code;
