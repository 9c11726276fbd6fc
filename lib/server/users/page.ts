import 'server-only';
import { getLocale } from 'next-intl/server';
import { countryOptions } from '@/lib/countries';
import { describeDevice } from '@/lib/format/device';
import {
  AVATAR_PATH_PREFIX,
  linkedIdentitiesOf,
  listActiveSessions,
  previousSuccessfulLogin,
  recentLoginAttempts,
  requireCustomer,
  toUserRecord,
} from '@/lib/server/auth';
import type { EditProfileView, SettingsView, SummaryView } from '@/lib/views/users';
import { editableProfileOf } from './edit-profile';
import { notificationSettingsOf } from './profile';

/** /Summary: the profile of spec section 2 with the previous sign-in and the last ten attempts. */
export async function getSummaryPage(): Promise<SummaryView> {
  const { user, sessionId } = await requireCustomer();
  const record = toUserRecord(user);
  const [previous, attempts] = await Promise.all([previousSuccessfulLogin(user.id, sessionId), recentLoginAttempts(user.id, 10)]);
  return {
    profileType: user.profileType,
    fullName: record.full_name,
    companyName: user.companyName,
    email: user.email,
    status: user.status,
    // The stored phone is the whole international number; the country code is kept beside it for the form.
    phone: user.phone || null,
    residenceCountry: user.residenceCountry,
    citizenship: user.citizenship,
    level: user.verificationLevel,
    plan: user.plan,
    lastLogin: previous && { date: previous.createdAt, ip: previous.ip },
    history: attempts.map((event) => ({
      id: event.id,
      date: event.createdAt,
      ip: event.ip,
      device: describeDevice(event.userAgent),
      success: event.success,
    })),
  };
}

/** /Settings: e-mail notifications, the anti-phishing code and the sessions still open. */
export async function getSettingsPage(): Promise<SettingsView> {
  const session = await requireCustomer();
  const [sessions, identities] = await Promise.all([listActiveSessions(session), linkedIdentitiesOf(session.user.id)]);
  return {
    notifications: notificationSettingsOf(session.user),
    antiPhishingCode: session.user.antiPhishingCode,
    sessions: sessions.map((row) => ({ ...row, device: describeDevice(row.userAgent) })),
    identities,
  };
}

/** /changepassword: nothing to load, but only a signed-in customer may see the form. */
export async function getChangePasswordPage(): Promise<void> {
  await requireCustomer();
}

/** /Editprofile: the editable fields, the fixed profile type, the current picture's address and the country names. */
export async function getEditProfilePage(): Promise<EditProfileView> {
  const { user } = await requireCustomer();
  return {
    countries: countryOptions(await getLocale()),
    profileType: user.profileType,
    values: editableProfileOf(user),
    /** The proof a new e-mail or phone asks for: the authenticator code with 2FA on, else the password. */
    proof: user.authEnabled ? ('authCode' as const) : ('currentPassword' as const),
    pending: { email: user.pendingEmail, phone: user.pendingPhone },
    pictureUrl: user.imagePath ? `${AVATAR_PATH_PREFIX}${user.imagePath}` : null,
  };
}
