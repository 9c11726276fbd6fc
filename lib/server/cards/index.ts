// What other domains may call in lib/server/cards: they import '@/lib/server/cards', never a file inside it
// (eslint.config.mjs refuses the deep import). Named re-exports, so a cycle between modules cannot leave one undefined.
import 'server-only';

export { cardsOf, hasOpenCard, orderVirtualCard, purchasesOf, revealCard, setCardStatus, setDailyLimit } from './cards';
export { SIGNATURE_HEADER } from './issuer';
export { receiveWebhook } from './events';
export { cardCommands } from './ops';
