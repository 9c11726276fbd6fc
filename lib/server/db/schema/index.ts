// The database schema, one file per domain; drizzle-kit reads this index (drizzle.config.ts), and the migrations in
// ../migrations are generated from it.
export * from './users';
export * from './security';
export * from './notifications';
export * from './atms';
export * from './mail';
export * from './rates';
export * from './checkout';
export * from './content';
export * from './public-forms';
export * from './ledger';
export * from './verification';
export * from './plans';
export * from './conversions';
export * from './bank';
export * from './inbox';
export * from './mailbox';
export * from './support';
export * from './chain';
export * from './exchange';
export * from './earning';
export * from './maintenance';
export * from './cash-orders';
export * from './cards';
export * from './alerts';
export * from './files';
