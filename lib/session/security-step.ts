/** Spec section 4: a migrated account (old level not 0) without an authenticator must set one up first. */
export function mustSetUpSecondFactor(user: { old_level_number: number; auth_enabled: string }): boolean {
  return user.old_level_number !== 0 && user.auth_enabled === 'false';
}
