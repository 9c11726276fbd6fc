import { notFound } from '@/lib/server/http/errors';
import { apiHandler } from '@/lib/server/http/handler';
import { findAutoLogoutSetting } from '@/lib/server/settings/auto-logout';
import { idParams } from '@/lib/validation/params';

export const GET = apiHandler({ params: idParams, duringSecurityStep: 'allowed' }, async ({ params }) => {
  const setting = await findAutoLogoutSetting(params.id);
  if (!setting) throw notFound();
  return setting;
});
