'use client';

import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * zodResolver for a schema of lib/validation, with the schema and zod (some 44 KB of script) loaded at the first
 * validation instead of with the page: the same schema as the handler's, but a visitor who only reads the page
 * never downloads it.
 */
export function lazyZodResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  load: () => Promise<S>,
): Resolver<z.input<S>, unknown, z.output<S>> {
  let loading: Promise<Resolver<z.input<S>, unknown, z.output<S>>> | undefined;
  return async (values, context, options) => {
    if (!loading) {
      loading = Promise.all([load(), import('@hookform/resolvers/zod')]).then(([schema, { zodResolver }]) => zodResolver(schema));
      // A failed download (offline) is tried again at the next validation.
      loading.catch(() => (loading = undefined));
    }
    return (await loading)(values, context, options);
  };
}
