import { z } from 'zod';
import { apiHandler } from '@/lib/server/http/handler';
import { AVATAR_NAME_PATTERN, readOwnAvatar } from '@/lib/server/users/avatar';

const params = z.object({ name: z.string().regex(AVATAR_NAME_PATTERN, { error: 'validation.invalid' }) });

/**
 * The signed-in user's own picture. An <img> cannot send the client token header, so this read goes without
 * it; the session cookie and the owner check are what protect it. The headers keep a browser from reading
 * it as anything but an image.
 */
export const GET = apiHandler({ params, clientToken: false, duringSecurityStep: 'allowed' }, async ({ session, params: { name } }) => {
  const bytes = await readOwnAvatar(session.user, name);
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'image/webp',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, max-age=3600',
      'Content-Disposition': 'inline',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
});
