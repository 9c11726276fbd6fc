import * as auth from '@/lib/api/contracts/auth';
import { qrCodeSvg } from '@/lib/qr-code';
import { startTwoFactorSetup } from '@/lib/server/auth';
import { apiHandler } from '@/lib/server/http';

export const POST = apiHandler(auth.twoFactorSetup, async ({ session }) => {
  const setup = await startTwoFactorSetup(session.user);
  return { secret: setup.secret, otpauth_uri: setup.otpauthUri, qr_svg: qrCodeSvg(setup.qr) };
});
