import type { PlanType } from '@/lib/terms/plans';
import type { EditProfileInput, NotificationSettings } from '@/lib/validation/profile';

type ProfileType = 'personal' | 'corporate';

/** One sign-in attempt as /Summary lists it. */
export interface LoginAttemptView {
  id: number;
  date: Date;
  ip: string | null;
  device: string | null;
  success: boolean;
}

/** /Summary: the profile of spec section 2 with the previous sign-in and the last ten attempts. */
export interface SummaryView {
  profileType: ProfileType;
  fullName: string;
  companyName: string | null;
  email: string;
  status: 'active' | 'blocked';
  phone: string | null;
  residenceCountry: string | null;
  citizenship: string | null;
  level: number;
  plan: PlanType;
  lastLogin: { date: Date; ip: string | null } | null;
  history: LoginAttemptView[];
}

/** A session that still opens the account, as /Settings lists it. */
export interface SessionView {
  id: number;
  state: 'pending' | 'active';
  ip: string | null;
  userAgent: string | null;
  device: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  current: boolean;
}

/** A linked social sign-in account. */
export interface LinkedIdentity {
  id: number;
  /** The provider's button name, or its slug once it is no longer configured. */
  providerName: string;
  email: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** /Settings: e-mail notifications, the anti-phishing code, the sessions still open and the linked accounts. */
export interface SettingsView {
  notifications: NotificationSettings;
  antiPhishingCode: string | null;
  sessions: SessionView[];
  identities: LinkedIdentity[];
}

/** /Editprofile: the editable fields, the fixed profile type, the current picture's address and the country names. */
export interface EditProfileView {
  countries: { code: string; name: string }[];
  profileType: ProfileType;
  /** Every field as the form starts with it, the stored phone split back into country code and number. */
  values: { [Field in keyof EditProfileInput]-?: string };
  /** The proof a new e-mail or phone asks for: the authenticator code with 2FA on, else the password. */
  proof: 'authCode' | 'currentPassword';
  pending: { email: string | null; phone: string | null };
  pictureUrl: string | null;
}
