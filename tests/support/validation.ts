import type { z } from 'zod';

/** The message key shown per field: the first issue of each path, as the API and the forms show it. */
export function fieldKeys(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) keys[issue.path.join('.') || '_'] ??= issue.message;
  return keys;
}
