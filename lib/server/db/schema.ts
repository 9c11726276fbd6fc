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
  primaryKey,
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
    plan: text('plan', { enum: ['basic', 'advanced', 'pro'] })
      .notNull()
      .default('basic'),
    status: text('status', { enum: ['active', 'blocked'] })
      .notNull()
      .default('active'),
    /** Verification level carried over from the old system; not 0 forces the 2FA set-up (spec 4). */
    oldLevelNumber: smallint('old_level_number').notNull().default(0),
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
    /** Set by the registration's e-mail and mobile one-time-code steps (accounts from before are backfilled). */
    emailVerifiedAt: timestamptz('email_verified_at'),
    phoneVerifiedAt: timestamptz('phone_verified_at'),
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
    /** Local currency of the machine's limits (CZK in CZ, EUR elsewhere). */
    currency: text('currency', { enum: ['EUR', 'CZK'] })
      .notNull()
      .default('EUR'),
    buyFeePercent: numeric('buy_fee_percent', { precision: 5, scale: 2 }).notNull().default('5.00'),
    sellFeePercent: numeric('sell_fee_percent', { precision: 5, scale: 2 }).notNull().default('4.00'),
    /** Per-transaction limits in minor units of `currency`. */
    minAmountMinor: bigint('min_amount_minor', { mode: 'number' }).notNull().default(2000),
    maxAmountMinor: bigint('max_amount_minor', { mode: 'number' }).notNull().default(500000),
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
  (t) => [index('outbox_created_idx').on(t.createdAt), check('outbox_channel', sql`${t.channel} IN ('email', 'sms')`)],
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

const fiatCurrencies = ['EUR', 'CZK'] as const;

/** The cryptocurrencies the site lists and quotes (50+); `rank` orders them by market cap. */
export const coins = pgTable('coins', {
  symbol: text('symbol').primaryKey(),
  name: text('name').notNull(),
  rank: integer('rank').notNull(),
  /** Decimal places amounts of this coin are kept and shown with. */
  decimals: smallint('decimals').notNull().default(8),
});

/** The latest quote of each coin in each fiat currency, written by the price-feed job. */
export const coinPrices = pgTable(
  'coin_prices',
  {
    symbol: text('symbol')
      .notNull()
      .references(() => coins.symbol, { onDelete: 'cascade' }),
    currency: text('currency', { enum: fiatCurrencies }).notNull(),
    price: numeric('price', { precision: 30, scale: 10 }).notNull(),
    change24hPercent: numeric('change_24h_percent', { precision: 10, scale: 4 }).notNull(),
    marketCap: numeric('market_cap', { precision: 30, scale: 2 }).notNull(),
    volume24h: numeric('volume_24h', { precision: 30, scale: 2 }).notNull(),
    source: text('source').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.currency] }), check('coin_prices_currency', sql`${t.currency} IN ('EUR', 'CZK')`)],
);

/** Crypto-to-crypto swap orders from the public page; `reference` is what the customer checks the status with. */
export const swapOrders = pgTable(
  'swap_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    fromCoin: text('from_coin')
      .notNull()
      .references(() => coins.symbol),
    toCoin: text('to_coin')
      .notNull()
      .references(() => coins.symbol),
    amountFrom: numeric('amount_from', { precision: 38, scale: 18 }).notNull(),
    amountTo: numeric('amount_to', { precision: 38, scale: 18 }).notNull(),
    rate: numeric('rate', { precision: 38, scale: 18 }).notNull(),
    fee: numeric('fee', { precision: 38, scale: 18 }).notNull(),
    /** Where the customer sends `fromCoin`. */
    depositAddress: text('deposit_address').notNull(),
    /** Where we send `toCoin`. */
    destinationAddress: text('destination_address').notNull(),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    status: text('status', { enum: ['Init', 'Pending', 'Process', 'Success', 'Failed'] })
      .notNull()
      .default('Init'),
    /** The quote's euro value (cents) and the placing client's address: the unverified limit sums both over 24 hours. */
    valueEurMinor: bigint('value_eur_minor', { mode: 'number' }),
    clientIp: text('client_ip'),
    /** SHA-256 of the capability the buyer's browser holds (lib/server/orders/access.ts): the order's page needs it. */
    accessHash: bytea('access_hash'),
    quoteExpiresAt: timestamptz('quote_expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('swap_orders_reference_key').on(t.reference),
    index('swap_orders_destination_idx').on(t.destinationAddress),
    index('swap_orders_deposit_idx').on(t.depositAddress),
    index('swap_orders_email_created_idx').on(t.email, t.createdAt),
    index('swap_orders_client_ip_created_idx').on(t.clientIp, t.createdAt),
    check('swap_orders_status', sql`${t.status} IN ('Init', 'Pending', 'Process', 'Success', 'Failed')`),
    check('swap_orders_amounts_positive', sql`${t.amountFrom} > 0 AND ${t.amountTo} > 0`),
  ],
);

/**
 * Payments through the card-payment provider (the embedded default simulates a processor with test
 * cards): one row per attempt, for a card order or a gift voucher.
 */
export const cardPayments = pgTable(
  'card_payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull(),
    provider: text('provider').notNull(),
    purpose: text('purpose', { enum: ['card_order', 'gift_voucher'] }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: fiatCurrencies }).notNull(),
    status: text('status', { enum: ['pending', 'challenge', 'succeeded', 'declined', 'failed'] })
      .notNull()
      .default('pending'),
    cardLast4: text('card_last4'),
    /** The provider's reason when declined or failed, shown to the customer. */
    failureReason: text('failure_reason'),
    /** SHA-256 of the capability the buyer's browser holds (lib/server/orders/access.ts): the order page and the 3-D Secure answer need it. */
    accessHash: bytea('access_hash'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('card_payments_reference_key').on(t.reference),
    check('card_payments_amount_positive', sql`${t.amountMinor} > 0`),
    check('card_payments_status', sql`${t.status} IN ('pending', 'challenge', 'succeeded', 'declined', 'failed')`),
  ],
);

/** Buy by card (/Crypto_Delivery): crypto sent to the customer's wallet once the card payment succeeds. */
export const cardOrders = pgTable(
  'card_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    paymentId: bigint('payment_id', { mode: 'number' }).references(() => cardPayments.id),
    fiatAmountMinor: bigint('fiat_amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: fiatCurrencies }).notNull(),
    coin: text('coin')
      .notNull()
      .references(() => coins.symbol),
    cryptoAmount: numeric('crypto_amount', { precision: 38, scale: 18 }).notNull(),
    rate: numeric('rate', { precision: 30, scale: 10 }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull(),
    walletAddress: text('wallet_address').notNull(),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    /** Buy statuses of spec section 4. */
    status: text('status', { enum: ['BUY_IN_PROGRESS', 'BUY_COMPLETED', 'BUY_ERROR', 'BUY_CANCELED'] })
      .notNull()
      .default('BUY_IN_PROGRESS'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('card_orders_reference_key').on(t.reference),
    index('card_orders_wallet_idx').on(t.walletAddress),
    check('card_orders_status', sql`${t.status} IN ('BUY_IN_PROGRESS', 'BUY_COMPLETED', 'BUY_ERROR', 'BUY_CANCELED')`),
    check('card_orders_amount_positive', sql`${t.fiatAmountMinor} > 0`),
  ],
);

/** Gift vouchers bought on the public page; the code and password go to the buyer by e-mail, only the password's hash is kept. */
export const giftVouchers = pgTable(
  'gift_vouchers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull(),
    code: text('code').notNull(),
    passwordHash: text('password_hash').notNull(),
    valueMinor: bigint('value_minor', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: fiatCurrencies }).notNull(),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    paymentId: bigint('payment_id', { mode: 'number' }).references(() => cardPayments.id),
    status: text('status', { enum: ['awaiting_payment', 'active', 'redeemed', 'cancelled'] })
      .notNull()
      .default('awaiting_payment'),
    redeemedByUserId: bigint('redeemed_by_user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: timestamptz('redeemed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_vouchers_reference_key').on(t.reference),
    uniqueIndex('gift_vouchers_code_key').on(t.code),
    check('gift_vouchers_value_positive', sql`${t.valueMinor} > 0`),
    check('gift_vouchers_status', sql`${t.status} IN ('awaiting_payment', 'active', 'redeemed', 'cancelled')`),
  ],
);

/** Blog posts; their text lives in blogPostTranslations, one row per language (English always present). */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    author: text('author').notNull(),
    imagePath: text('image_path'),
    publishedAt: timestamptz('published_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('blog_posts_slug_key').on(t.slug), index('blog_posts_published_idx').on(t.publishedAt)],
);

export const blogPostTranslations = pgTable(
  'blog_post_translations',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Paragraphs separated by blank lines; rendered as text, never as HTML. */
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.locale] })],
);

/** Press coverage (/they-wrote-about-us), each in the language the outlet published it in. */
export const pressItems = pgTable(
  'press_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    outlet: text('outlet').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    publishedAt: timestamptz('published_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('press_items_published_idx').on(t.publishedAt)],
);

/** Reports from the /Report-Fraud form; `reference` is quoted back to the reporter. */
export const fraudReports = pgTable(
  'fraud_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    category: text('category').notNull(),
    transactionReference: text('transaction_reference'),
    description: text('description').notNull(),
    locale: text('locale').notNull(),
    ip: text('ip'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fraud_reports_reference_key').on(t.reference), index('fraud_reports_created_idx').on(t.createdAt)],
);

/** Newsletter sign-ups from the public site. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    unsubscribedAt: timestamptz('unsubscribed_at'),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_key').on(sql`lower(${t.email})`)],
);

/**
 * Quotes already turned into an order: a signed quote is good for one order only. A row is kept until the quote
 * expires, after which the signature refuses it anyway.
 */
export const usedQuotes = pgTable(
  'used_quotes',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('used_quotes_expires_idx').on(t.expiresAt)],
);
