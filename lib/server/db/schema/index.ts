// The database schema, one file per domain: a table is declared in the file named after the domain folder that owns it
// (auth.ts → lib/server/auth), which tests/unit/table-ownership.test.ts reads as the table's owner. drizzle-kit reads
// this index (drizzle.config.ts), and the migrations in ../migrations are generated from it.
export * from './users';
export * from './auth';
export * from './security';
export * from './notifications';
export * from './atms';
export * from './mail';
export * from './rates';
export * from './swap';
export * from './payments';
export * from './card-orders';
export * from './vouchers';
export * from './checkout';
export * from './content';
export * from './ledger';
export * from './pricing';
export * from './limits';
export * from './core';
export * from './verification';
export * from './plans';
export * from './transfers';
export * from './bank';
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
