import { customType, timestamp } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An amount in an asset's smallest unit: NUMERIC(38,0), because BIGINT overflows at ~9.2 ETH in wei. Read and written as
 * bigint, never as a float.
 */
export const units = customType<{ data: bigint; driverData: string }>({
  dataType: () => 'numeric(38, 0)',
  toDriver: (value) => value.toString(),
  fromDriver: (value) => BigInt(value),
});
