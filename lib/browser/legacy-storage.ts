/**
 * The browser storage keys of spec section 3. The session token itself stays in its HttpOnly cookie,
 * out of reach of page scripts; these keys keep the legacy client's non-secret view of the user.
 */
export const LEGACY_STORAGE_KEYS = [
  'accesstoken',
  'u_id',
  'temp_u_id',
  'temp_accesstoken',
  'full_name',
  'company_name',
  'file_path',
  'user_image',
  'customizationNavType',
  'language',
  'afterloginlanguage',
  'user_menu_hide',
] as const;

export function clearLegacyStorage(): void {
  for (const key of LEGACY_STORAGE_KEYS) localStorage.removeItem(key);
}

interface SignedInUser {
  u_id: number;
  full_name: string;
  company_name: string;
  file_path: string;
  user_image: string;
}

export function rememberSignedInUser(user: SignedInUser): void {
  localStorage.removeItem('temp_u_id');
  localStorage.removeItem('temp_accesstoken');
  localStorage.setItem('u_id', String(user.u_id));
  localStorage.setItem('full_name', user.full_name);
  localStorage.setItem('company_name', user.company_name);
  localStorage.setItem('file_path', user.file_path);
  localStorage.setItem('user_image', user.user_image);
}

/** After /Editprofile saves: the keys the legacy client reads the name and picture from. */
export function rememberProfileChange(changes: Partial<Omit<SignedInUser, 'u_id'>>): void {
  for (const [key, value] of Object.entries(changes)) localStorage.setItem(key, value);
}

/** A pending sign-in (second factor owed) is marked by a temporary id, as spec section 3 has it. */
export function rememberPendingSignIn(tempUserId: number): void {
  localStorage.setItem('temp_u_id', String(tempUserId));
}

export function menuHiddenByStorage(): boolean {
  return Boolean(localStorage.getItem('user_menu_hide')) || Boolean(localStorage.getItem('temp_u_id'));
}
