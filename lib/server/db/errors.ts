import 'server-only';

/** PostgreSQL's error fields, on the error or (as drizzle wraps it) on its cause. */
export function databaseErrorOf(error: unknown): { code?: string; detail?: string } {
  if ((error as { code?: string } | null)?.code) return error as { code?: string; detail?: string };
  const cause = error instanceof Error && 'cause' in error ? (error.cause as { code?: string; detail?: string } | undefined) : undefined;
  return cause ?? {};
}

export const sqlStateOf = (error: unknown): string | undefined => databaseErrorOf(error).code;

const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Runs `work` again when PostgreSQL picked it as a deadlock victim or a serialization failure (40P01, 40001): its
 * transaction wrote nothing, so running it again is safe. `work` must be one whole transaction (or one statement).
 */
export async function retried<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !RETRYABLE.has(sqlStateOf(error) ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}
