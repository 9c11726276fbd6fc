import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, timestamptz } from './columns';
import { users } from './users';

export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token: a leaked table does not hand out sessions. */
    tokenHash: bytea('token_hash').notNull(),
    /** pending = password checked, second factor still owed (the spec's temp_u_id / temp_accesstoken). */
    state: text('state', { enum: ['pending', 'active'] }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    revokeReason: text('revoke_reason', { enum: ['logout', 'superseded', 'revoked', 'auto_logout'] }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
    check('sessions_state', sql`${t.state} IN ('pending', 'active')`),
  ],
);

/** Sign-in attempts on existing accounts, for the customer's login history and failed-login e-mails. */
export const loginEvents = pgTable(
  'login_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    success: boolean('success').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('login_events_user_idx').on(t.userId, t.createdAt)],
);

/** Single-use, expiring password-reset links; only the token's hash is kept. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: bytea('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash), index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * One-time codes sent by e-mail or SMS (registration steps, the forgot-2FA form): only a hash of the code
 * is kept, with its expiry and the number of wrong tries.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    destination: text('destination').notNull(),
    codeHash: bytea('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('verification_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
    check('verification_codes_channel', sql`${t.channel} IN ('email', 'sms')`),
  ],
);

/**
 * The one-time recovery codes of a customer's authenticator, as keyed SHA-256 (lib/server/auth/recovery-codes.ts); a
 * code is spent by setting `used_at`, and a new set replaces the whole old one.
 */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: bytea('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/** A customer's account at an OpenID Connect provider, linked after the customer proved the password or an e-mail code. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (t) => [uniqueIndex('user_identities_provider_subject_key').on(t.provider, t.subject), index('user_identities_user_idx').on(t.userId)],
);

/**
 * A customer's WebAuthn credential (passkey): sign-in on its own (discoverable, user verification) or the second
 * factor after the password. Only the public key is kept; `counter` is the authenticator's signature count, which
 * must grow with every use of an authenticator that keeps one (a clone shows as a count that does not).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential id as the browser sends it (base64url). */
    credentialId: text('credential_id').notNull(),
    /** COSE public key as the authenticator gave it. */
    publicKey: bytea('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** The WebAuthn user handle given at registration (random, never the account id), checked at discoverable sign-in. */
    userHandle: text('user_handle').notNull(),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'`),
    name: text('name').notNull(),
    /** Synced (multi-device) or bound to one device, as the authenticator reported it. */
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (t) => [uniqueIndex('passkeys_credential_id_key').on(t.credentialId), index('passkeys_user_idx').on(t.userId)],
);

/**
 * WebAuthn challenges, kept in PostgreSQL so any instance can finish a ceremony another one started: each is taken
 * (deleted) by the one verification that uses it, for its purpose and, except for a passkey-only sign-in, its customer.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: ['register', 'sign-in', 'second-factor', 'confirm'] }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    /** For 'register': the user handle offered to the authenticator, stored with the passkey it makes. */
    userHandle: text('user_handle'),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    index('webauthn_challenges_expires_idx').on(t.expiresAt),
    check('webauthn_challenges_purpose', sql`${t.purpose} IN ('register', 'sign-in', 'second-factor', 'confirm')`),
  ],
);

export const autoLogoutSettings = pgTable(
  'auto_logout_settings',
  {
    id: integer('id').primaryKey(),
    status: boolean('status').notNull(),
    logoutTimeout: integer('logout_timeout').notNull(),
    logoutMessage: text('logout_message').notNull(),
  },
  (t) => [check('auto_logout_timeout_positive', sql`${t.logoutTimeout} > 0`)],
);
