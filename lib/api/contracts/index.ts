import * as account from './account';
import * as auth from './auth';
import * as cashOrders from './cash-orders';
import * as cards from './cards';
import type { ApiContract } from './contract';
import * as exchange from './exchange';
import * as money from './money';
import * as checkout from './checkout';
import * as site from './site';
import * as support from './support';

/** A domain module's contracts by their export name (which is the operation's id in the OpenAPI document). */
const contractsOf = (module: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(module).filter(
      (entry): entry is [string, ApiContract] =>
        typeof entry[1] === 'object' && entry[1] !== null && 'path' in entry[1] && 'answer' in entry[1],
    ),
  );

/** Every contract, by tag in the OpenAPI document and then by operation id. */
export const CONTRACT_GROUPS: Record<string, Record<string, ApiContract>> = {
  'Sign-in': contractsOf(auth),
  Account: contractsOf(account),
  Money: contractsOf(money),
  Cards: contractsOf(cards),
  Exchange: contractsOf(exchange),
  Checkout: contractsOf(checkout),
  'Cash orders': contractsOf(cashOrders),
  Support: contractsOf(support),
  Site: {
    ...contractsOf(site),
    ...Object.fromEntries(Object.entries(site.unknownCalls).map(([method, contract]) => [`unknownCall${method}`, contract])),
  },
};
