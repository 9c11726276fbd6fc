import * as account from '@/lib/api/contracts/account';
import { notFound } from '@/lib/server/core';
import { apiHandler } from '@/lib/server/http';
import { findAutoLogoutSetting } from '@/lib/server/auth';

export const GET = apiHandler(account.autoLogoutSetting, async ({ params }) => {
  const setting = await findAutoLogoutSetting(params.id);
  if (!setting) throw notFound();
  return setting;
});
