import type { z } from 'zod';
import type { checkedOrderAnswer } from '@/lib/api/contracts/site';

/** One public order as the transaction check shows it. */
export type CheckedOrder = z.infer<typeof checkedOrderAnswer>;
export type CheckedOrderStatus = CheckedOrder['status'];
