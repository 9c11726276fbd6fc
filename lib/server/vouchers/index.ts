// What other domains may call in lib/server/vouchers: they import '@/lib/server/vouchers', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { redeemVoucher } from './redeem';
export { buyVoucher, settleVoucher } from './vouchers';
