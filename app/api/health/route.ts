import type { z } from 'zod';
import { health } from '@/lib/api/contracts/site';

type Health = z.input<typeof health.answer.schema>;

// Liveness: answers without touching the database, so it also serves as the bare-handler baseline of
// `npm run bench:poll`.
export const GET = Object.assign(() => Response.json({ status: 'ok' } satisfies Health, { headers: { 'Cache-Control': 'no-store' } }), {
  contract: health,
});
