import { generateSync } from 'otplib';

/**
 * The code a standard authenticator app shows for `secret` at `unixSeconds`, from otplib: an
 * implementation independent of lib/server/auth/two-factor/totp.ts, so the tests do not check the code with itself.
 */
export function authenticatorCode(secret: string, unixSeconds = Date.now() / 1000): string {
  return generateSync({ secret, epoch: Math.floor(unixSeconds) });
}

/** The code of the time step `offset` steps away from now (-1 = the previous 30 s window). */
export function authenticatorCodeSteps(secret: string, offset: number): string {
  return authenticatorCode(secret, Date.now() / 1000 + offset * 30);
}
