import { GET as unreadBroadcast } from '@/app/api/user/v1/unreadbroadcast/[u_id]/route';
import { GET as unreadNews } from '@/app/api/user/v1/unreadnews/[u_id]/route';
import { GET as viewAutoLogout } from '@/app/api/user/v1/viewautologoutbcm/[id]/route';
import { GET as viewUser } from '@/app/api/user/v1/viewuser/[u_id]/route';
import { callApi, type CallOptions, type Handler } from './api';

/** The four GET calls of spec section 7, each with the path parameter it takes. */
export interface LegacyCall {
  name: 'viewuser' | 'unreadbroadcast' | 'unreadnews' | 'viewautologoutbcm';
  handler: Handler;
  param: 'u_id' | 'id';
}

export const VIEW_USER_CALL: LegacyCall = { name: 'viewuser', handler: viewUser, param: 'u_id' };
export const UNREAD_BROADCAST_CALL: LegacyCall = { name: 'unreadbroadcast', handler: unreadBroadcast, param: 'u_id' };
export const UNREAD_NEWS_CALL: LegacyCall = { name: 'unreadnews', handler: unreadNews, param: 'u_id' };

/** The calls that name the user in the path. */
export const USER_CALLS: readonly LegacyCall[] = [VIEW_USER_CALL, UNREAD_BROADCAST_CALL, UNREAD_NEWS_CALL];

export const AUTO_LOGOUT_CALL: LegacyCall = { name: 'viewautologoutbcm', handler: viewAutoLogout, param: 'id' };

export const LEGACY_CALLS: readonly LegacyCall[] = [...USER_CALLS, AUTO_LOGOUT_CALL];

/** GET user/v1/{name}/{id} through the route handler. */
export function callLegacy(call: LegacyCall, id: number | string, options: CallOptions = {}) {
  return callApi(call.handler, `user/v1/${call.name}/${id}`, { ...options, params: { [call.param]: String(id) } });
}

/** The id a legacy call is made with for this user: the user's own id, or setting 1 for auto-logout. */
export const ownIdFor = (call: LegacyCall, user: { id: number }) => (call.param === 'u_id' ? user.id : 1);

/** test.each rows: every row once per call, as [call name, ...row, call]. */
export function perCall<R extends readonly unknown[]>(calls: readonly LegacyCall[], rows: readonly R[]) {
  return rows.flatMap((row) => calls.map((call) => [call.name, ...row, call] as [LegacyCall['name'], ...R, LegacyCall]));
}
