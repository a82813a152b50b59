import { createHash, randomBytes } from 'node:crypto';

/** The shape of every token newToken makes: 43 URL-safe characters. */
export const TOKEN_SHAPE = /^[\w-]{43}$/;

/** A new random token (256 bits, URL-safe) and the hash under which it is stored. */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

/** Only this hash is stored, so a leaked table opens nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
