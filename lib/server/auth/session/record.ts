import 'server-only';
import type { UserRecord } from '@/lib/api/contracts/common';
import type { CustomerRow } from '@/lib/server/auth/session/session';

export type { UserRecord };

export const AVATAR_PATH_PREFIX = '/api/user/v1/avatar/';

/** The user record of the legacy contract (viewuser): never the password hash or session data. */
export function toUserRecord(user: CustomerRow): UserRecord {
  return {
    u_id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
    company_name: user.companyName ?? '',
    profile_type: user.profileType,
    phone: user.phone ?? '',
    country_code: user.countryCode ?? '',
    status: user.status,
    plan: user.plan,
    old_level_number: user.oldLevelNumber,
    auth_enabled: user.authEnabled ? 'true' : 'false',
    language: user.language,
    file_path: AVATAR_PATH_PREFIX,
    user_image: user.imagePath ?? '',
    created_datetime: user.createdAt.toISOString(),
    last_login: user.lastLoginAt ? { date: user.lastLoginAt.toISOString(), ip: user.lastLoginIp ?? '' } : null,
  };
}
