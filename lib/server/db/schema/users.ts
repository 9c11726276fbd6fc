import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

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
    plan: text('plan', { enum: ['basic', 'advanced', 'pro'] })
      .notNull()
      .default('basic'),
    /** A paid plan chosen at sign-up (/register/advanced, /register/pro): the customer stays on basic until it is paid. */
    requestedPlan: text('requested_plan', { enum: ['advanced', 'pro'] }),
    /** Why the plan last fell back to basic (a message key, e.g. an unpaid renewal), shown on /Pricing until read. */
    planNotice: text('plan_notice'),
    status: text('status', { enum: ['active', 'blocked'] })
      .notNull()
      .default('active'),
    /** Verification level carried over from the old system; not 0 forces the 2FA set-up (spec 4). */
    oldLevelNumber: smallint('old_level_number').notNull().default(0),
    /** 1: profile completed; 2: identity documents approved; 3: proof of address approved; 5: a migrated account. */
    verificationLevel: smallint('verification_level').notNull().default(0),
    authEnabled: boolean('auth_enabled').notNull().default(false),
    /** Authenticator (RFC 6238) secret, encrypted at rest; set while enabling, kept while enabled. */
    totpSecret: text('totp_secret'),
    /** The last 30 s time step whose code was accepted: a code is good once (no replay). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /**
     * A new e-mail or phone asked for in /Editprofile, proven by the password (or the authenticator): it replaces the
     * current one only once the code sent to it is entered. Until then sign-in and recovery use the current one.
     */
    pendingEmail: text('pending_email'),
    pendingPhone: text('pending_phone'),
    pendingCountryCode: text('pending_country_code'),
    /** When the unconfirmed secret was made: it may be confirmed for 10 minutes only (null: never, or already confirmed). */
    totpSetupAt: timestamptz('totp_setup_at'),
    language: text('language').notNull().default('en'),
    /** IANA zone every date the customer reads is written in: the browser's at sign-up and sign-in (lib/i18n/date-format.ts). */
    timeZone: text('time_zone').notNull().default('Europe/Prague'),
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
    notifyPriceAlert: boolean('notify_price_alert').notNull().default(true),
    /** Names the customer in an e-mail's unsubscribe link: random, so a link cannot be made for someone else. */
    mailToken: text('mail_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    passwordChangedAt: timestamptz('password_changed_at'),
    imagePath: text('image_path'),
    createdAt: timestamptz('created_datetime').notNull().defaultNow(),
    lastLoginAt: timestamptz('last_login_at'),
    lastLoginIp: text('last_login_ip'),
    /** Set by the registration's e-mail and mobile one-time-code steps (accounts from before are backfilled). */
    emailVerifiedAt: timestamptz('email_verified_at'),
    phoneVerifiedAt: timestamptz('phone_verified_at'),
    /**
     * An account opened by a social sign-in, whose provider told us only an e-mail: it reaches nothing of the
     * customer area until /userinfo has its names, phone and country.
     */
    detailsOwed: boolean('details_owed').notNull().default(false),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_mail_token_key').on(t.mailToken),
    check('users_profile_type', sql`${t.profileType} IN ('personal', 'corporate')`),
    check('users_plan', sql`${t.plan} IN ('basic', 'advanced', 'pro')`),
    check('users_requested_plan', sql`${t.requestedPlan} IN ('advanced', 'pro')`),
    check('users_status', sql`${t.status} IN ('active', 'blocked')`),
  ],
);
