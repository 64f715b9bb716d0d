/** Tokens, their hashes and join codes (node:crypto; nothing here is home-made cryptography). */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '../src/class/protocol';

/** A new unguessable token: 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** sha256 (hex) of a token: what the database keeps. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** True when `token` hashes to `hash` (compared in constant time). */
export function tokenMatches(token: string, hash: string): boolean {
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A new join code: JOIN_CODE_LENGTH characters of the alphabet without look-alikes. */
export function newJoinCode(): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

/** The token of an `Authorization: Bearer <token>` header, or ''. */
export function bearer(header: string | undefined): string {
  const m = /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(header ?? '');
  return m ? m[1]! : '';
}
