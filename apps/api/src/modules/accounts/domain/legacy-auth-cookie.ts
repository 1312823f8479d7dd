import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The `legacy` cookie login (POST /api/account/anmelden-cookie, Type legacy) accepts the auth cookie of the
 * previous site generation: `<userId>.<expires unix seconds>.<base64url HMAC-SHA256("legacy:<id>:<exp>")>`
 * signed with JWT_SECRET. Returns the user id, or null for a malformed, forged or expired value.
 */
export function verifyLegacyAuthCookie(value: string, secret: string, nowSeconds: number): number | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return null;
  const [, id, exp, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(signLegacy(id, exp, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (Number(exp) <= nowSeconds) return null;
  return Number(id);
}

export function createLegacyAuthCookie(userId: number, expiresAt: number, secret: string): string {
  return `${userId}.${expiresAt}.${signLegacy(String(userId), String(expiresAt), secret)}`;
}

function signLegacy(id: string, exp: string, secret: string): string {
  return createHmac('sha256', secret).update(`legacy:${id}:${exp}`).digest('base64url');
}
