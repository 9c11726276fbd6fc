// Who sent a request. scripts/server.mjs (what `npm start` serves with) works it out from the socket and writes it
// into CLIENT_IP_HEADER, replacing whatever the client sent under that name; the app reads only that header
// (lib/server/http/request-info.ts). X-Forwarded-For as sent is anyone's text: it counts only for the hops the
// operator declares as their own proxies (TRUSTED_PROXY_HOPS), read from the right, where those proxies append.
import { isIP } from 'node:net';

export const CLIENT_IP_HEADER = 'x-kt-client-ip';

/**
 * Set by scripts/server.mjs on its own process: only then is CLIENT_IP_HEADER the server's. Served any other way (a
 * bare `next start`, `next dev`), the header would be the client's own text, so the app reads no address at all.
 */
export const CLIENT_IP_MARK = 'KT_CLIENT_IP_FROM_SERVER';

/** The address in its plain form ("::ffff:192.0.2.1" → "192.0.2.1", "[2001:db8::1]:443" → "2001:db8::1"), or null. */
export function plainIp(value) {
  if (typeof value !== 'string') return null;
  let address = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  if (/^::ffff:[\d.]+$/i.test(address)) address = address.slice(7);
  return isIP(address) ? address.toLowerCase() : null;
}

/**
 * The client's address: the socket's peer with no trusted proxy; with `trustedHops` N, the Nth address from the right
 * of X-Forwarded-For (what the outermost of the N proxies saw). Entries that are not addresses are dropped first, and
 * a chain shorter than N (a request that did not pass all the proxies) falls back to the socket's peer.
 */
export function clientIpOf({ socketAddress, forwardedFor, trustedHops }) {
  const socket = plainIp(socketAddress);
  if (!trustedHops) return socket;
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')).split(',').map(plainIp).filter(Boolean);
  return chain.length >= trustedHops ? chain[chain.length - trustedHops] : socket;
}

/** TRUSTED_PROXY_HOPS as a count of proxies (0 when unset), or undefined when it is not a whole number from 0 to 10. */
export function trustedProxyHops(raw) {
  if (raw === undefined || raw === '') return 0;
  return /^(10|\d)$/.test(raw) ? Number(raw) : undefined;
}

/** Writes the client's address into CLIENT_IP_HEADER of a Node request, dropping any copy the client sent. */
export function stampClientIp(req, trustedHops) {
  delete req.headers[CLIENT_IP_HEADER];
  const ip = clientIpOf({ socketAddress: req.socket.remoteAddress, forwardedFor: req.headers['x-forwarded-for'], trustedHops });
  if (ip) req.headers[CLIENT_IP_HEADER] = ip;
}
