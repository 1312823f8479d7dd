import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The guest's link to an order: `{expiry}.{mac}`, the expiry in Unix seconds (base 36) and an HMAC-SHA256
 * (base64url) over the order id and the expiry. Nothing is stored: the MAC proves we issued the link for
 * this order, the expiry inside it cannot be moved without breaking the MAC.
 */
export type GuestOrderLinkCheck = 'valid' | 'invalid' | 'expired';

/** base36 seconds (up to the year 5000 fits in 8 characters), a dot, 32 bytes of MAC in base64url. */
export const GUEST_ORDER_TOKEN_PATTERN = /^[0-9a-z]{1,11}\.[A-Za-z0-9_-]{43}$/;

function mac(key: Buffer, orderId: number, expiresAt: number): Buffer {
  return createHmac('sha256', key).update(`guest-order:${orderId}:${expiresAt}`).digest();
}

export function signGuestOrderLink(key: Buffer, orderId: number, expiresAt: number): string {
  return `${expiresAt.toString(36)}.${mac(key, orderId, expiresAt).toString('base64url')}`;
}

/** Whether `token` is a link we issued for `orderId`, and still valid at `now` (Unix seconds). */
export function checkGuestOrderLink(
  key: Buffer,
  orderId: number,
  token: string,
  now: number,
): GuestOrderLinkCheck {
  if (!GUEST_ORDER_TOKEN_PATTERN.test(token)) return 'invalid';
  const [expiry = '', signature = ''] = token.split('.');
  const expiresAt = Number.parseInt(expiry, 36);
  // The encoded texts are compared (43 characters each, by the pattern): base64url's last character has two
  // spare bits, so decoding would let four spellings of one MAC through. Constant time, so the answer's
  // timing tells nothing about how much of a forged MAC was right.
  const expected = Buffer.from(mac(key, orderId, expiresAt).toString('base64url'));
  if (!timingSafeEqual(Buffer.from(signature), expected)) return 'invalid';
  return expiresAt <= now ? 'expired' : 'valid';
}
