import { customType, timestamp } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const fiatCurrencies = ['EUR', 'CZK'] as const;
