// What other domains may call in lib/server/notifications: they import '@/lib/server/notifications', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { NOTHING_TO_SEND, customerEmail, pendingEmail, settingEmail } from './email';
export type { PendingEmail } from './email';
export { fundsAddedNotice } from './funds';
export { excerptOf } from './inbox';
export { newsMailJob } from './jobs';
export { mailNewsBatch } from './news-mail';
export type { NewsMailJob } from './news-mail';
export { subscribeToNewsletter } from './newsletter';
export { newsTextIn } from './news-text';
export { noticeRow, noticeText, notify, priceAlertWords } from './notices';
export type { PriceAlertCrossing, WithdrawalOutcome } from './notices';
export { notificationCommands } from './ops';
export { markNoticesRead, notifyOfReply } from './replies';
export { broadcastNotRead, broadcastReaches, listUnreadBroadcasts, listUnreadNews, newsNotRead, newsReaches } from './unread';
export type { Reader } from './unread';
export { unsubscribe } from './unsubscribe';
