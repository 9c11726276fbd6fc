import * as account from '@/lib/api/contracts/account';
import { apiHandler } from '@/lib/server/http';
import { readOwnAvatar } from '@/lib/server/users';

/**
 * The signed-in user's own picture. An <img> cannot send the client token header, so this read goes without
 * it; the session cookie and the owner check are what protect it. The headers keep a browser from reading
 * it as anything but an image.
 */
export const GET = apiHandler(account.avatar, async ({ session, params: { name } }) => {
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
