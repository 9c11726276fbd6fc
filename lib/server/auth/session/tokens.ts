import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: well past the 128 bits a session token needs. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function isWellFormedToken(token: string | undefined | null): token is string {
  return typeof token === 'string' && TOKEN_SHAPE.test(token);
}
