import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { schema, type Executor } from '@/lib/server/db';
import type { ProductStatus, StakeType } from '@/lib/terms/earning';

const { earningProducts } = schema;

export interface NewProduct {
  asset: string;
  type: StakeType;
  durationDays: number | null;
  rateBasisPoints: number;
  minAmount: bigint;
  maxAmount: bigint;
}

/** Every product, the oldest first; `offered` only those a customer sees (active or paused). */
export const productsOf = (tx: Executor) => tx.select().from(earningProducts).orderBy(asc(earningProducts.id));

export const productById = async (tx: Executor, id: number) =>
  (await tx.select().from(earningProducts).where(eq(earningProducts.id, id)))[0] ?? null;

/** A product the operator adds: rewards are paid in the staked asset. */
export async function addProduct(tx: Executor, product: NewProduct) {
  const [added] = await tx
    .insert(earningProducts)
    .values({ ...product, rewardAsset: product.asset })
    .returning();
  return added!;
}

/** Paused takes no new stakes and keeps paying the running ones; closed is no longer shown to customers. */
export async function setProductStatus(tx: Executor, id: number, status: ProductStatus) {
  const [changed] = await tx.update(earningProducts).set({ status }).where(eq(earningProducts.id, id)).returning();
  return changed ?? null;
}
