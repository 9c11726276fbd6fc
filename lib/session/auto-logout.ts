/**
 * The auto-logout of spec section 4 as a pure decision, so the poll stays a thin shell around it.
 * Each 5 s poll reads the setting and which of the two browser cookies still exist:
 * - setting on and neither cookie: arm a countdown cookie of logout_timeout minutes and a one-day
 *   one-time cookie;
 * - countdown gone (expired) but the one-time cookie still there: show logout_message and sign out;
 * - otherwise: nothing.
 */
export const AUTO_LOGOUT_COUNTDOWN_COOKIE = 'autologout_countdown';
export const AUTO_LOGOUT_ONCE_COOKIE = 'autologout_once';
export const ONE_TIME_COOKIE_SECONDS = 24 * 3600;

export interface AutoLogoutSetting {
  status: boolean | string;
  logout_timeout: number;
  logout_message: string;
}

export type AutoLogoutAction =
  { kind: 'none' } | { kind: 'arm'; countdownSeconds: number; oneTimeSeconds: number } | { kind: 'logout'; message: string };

export function nextAutoLogoutAction(setting: AutoLogoutSetting, cookies: { countdown: boolean; oneTime: boolean }): AutoLogoutAction {
  if (!cookies.countdown && cookies.oneTime) return { kind: 'logout', message: setting.logout_message };
  const enabled = setting.status === true || String(setting.status).toLowerCase() === 'true';
  if (enabled && !cookies.countdown && !cookies.oneTime && setting.logout_timeout > 0) {
    return { kind: 'arm', countdownSeconds: setting.logout_timeout * 60, oneTimeSeconds: ONE_TIME_COOKIE_SECONDS };
  }
  return { kind: 'none' };
}
