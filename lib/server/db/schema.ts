import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 1001 }),
    email: text('email').notNull(),
    phone: text('phone'),
    countryCode: text('country_code'),
    passwordHash: text('password_hash').notNull(),
    profileType: text('profile_type', { enum: ['personal', 'corporate'] }).notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    companyName: text('company_name'),
    companyIdNumber: text('company_id_number'),
    vatId: text('vat_id'),
    companyAddress: text('company_address'),
    plan: text('plan', { enum: ['basic', 'advanced', 'pro'] }).notNull().default('basic'),
    status: text('status', { enum: ['active', 'blocked'] }).notNull().default('active'),
    /** Verification level carried over from the old system; not 0 forces the 2FA set-up (spec 4). */
    oldLevelNumber: smallint('old_level_number').notNull().default(0),
    authEnabled: boolean('auth_enabled').notNull().default(false),
    /** Authenticator (RFC 6238) secret, encrypted at rest; set while enabling, kept while enabled. */
    totpSecret: text('totp_secret'),
    /** The last 30 s time step whose code was accepted: a code is good once (no replay). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    language: text('language').notNull().default('en'),
    residenceCountry: text('residence_country'),
    citizenship: text('citizenship'),
    /** Shown in every e-mail we send, so the customer can tell ours from a phishing copy. */
    antiPhishingCode: text('anti_phishing_code'),
    /** E-mail notifications of spec section 3; each is honoured where its event happens. */
    notifyTransferReceived: boolean('notify_transfer_received').notNull().default(true),
    notifyFundsAdded: boolean('notify_funds_added').notNull().default(true),
    notifyFailedLogin: boolean('notify_failed_login').notNull().default(true),
    notifyInternalMessage: boolean('notify_internal_message').notNull().default(true),
    notifyNewsPublished: boolean('notify_news_published').notNull().default(false),
    passwordChangedAt: timestamptz('password_changed_at'),
    imagePath: text('image_path'),
    createdAt: timestamptz('created_datetime').notNull().defaultNow(),
    lastLoginAt: timestamptz('last_login_at'),
    lastLoginIp: text('last_login_ip'),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_key').on(t.phone),
    check('users_profile_type', sql`${t.profileType} IN ('personal', 'corporate')`),
    check('users_plan', sql`${t.plan} IN ('basic', 'advanced', 'pro')`),
    check('users_status', sql`${t.status} IN ('active', 'blocked')`),
  ],
);

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

export const broadcasts = pgTable(
  'broadcasts',
  {
    id: integer('bc_id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    toSend: text('to_send', { enum: ['All', 'User'] }).notNull(),
    toId: bigint('toid', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_datetime').notNull().defaultNow(),
  },
  (t) => [
    check('broadcasts_to_send', sql`${t.toSend} IN ('All', 'User')`),
    check('broadcasts_recipient', sql`(${t.toSend} = 'User') = (${t.toId} IS NOT NULL)`),
    index('broadcasts_created_idx').on(t.createdAt),
    index('broadcasts_toid_idx').on(t.toId),
  ],
);

export const news = pgTable(
  'news',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    createdAt: timestamptz('created_datetime').notNull().defaultNow(),
  },
  (t) => [index('news_created_idx').on(t.createdAt)],
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

export const atms = pgTable(
  'atms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    descriptionId: text('description_id').notNull(),
    name: text('name').notNull(),
    country: text('country', { enum: ['CZ', 'SK', 'GR'] }).notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    latitude: numeric('latitude', { precision: 9, scale: 6 }).notNull(),
    longitude: numeric('longitude', { precision: 9, scale: 6 }).notNull(),
    status: text('status', { enum: ['In operation', 'In Maintenance'] }).notNull(),
    canBuy: boolean('can_buy').notNull(),
    canSell: boolean('can_sell').notNull(),
    coins: text('coins').array().notNull(),
    openingHours: text('opening_hours').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('atms_description_id_key').on(t.descriptionId),
    check('atms_country', sql`${t.country} IN ('CZ', 'SK', 'GR')`),
    check('atms_status', sql`${t.status} IN ('In operation', 'In Maintenance')`),
  ],
);

/**
 * Attempt counters for rate limits (sign-in, code sending and checking, 2FA, recovery), per IP and per
 * account, kept in PostgreSQL so they hold across app instances. `key` names the limit and the subject,
 * e.g. "login:ip:203.0.113.7" or "totp:user:1001".
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStartedAt: timestamptz('window_started_at').notNull().defaultNow(),
    hits: integer('hits').notNull().default(0),
    /** How often this key was blocked before: each block lasts longer (growing back-off). */
    strikes: integer('strikes').notNull().default(0),
    blockedUntil: timestamptz('blocked_until'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('rate_limits_updated_idx').on(t.updatedAt)],
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

/**
 * Every e-mail and SMS the app sends, whatever the transport: the record of what went out, and where
 * nothing is configured (demo) the only place messages go, shown by the demo outbox page.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    purpose: text('purpose').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
    error: text('error'),
  },
  (t) => [
    index('outbox_created_idx').on(t.createdAt),
    check('outbox_channel', sql`${t.channel} IN ('email', 'sms')`),
  ],
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
