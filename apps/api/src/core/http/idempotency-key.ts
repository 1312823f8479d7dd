import { HttpStatus } from '@nestjs/common';
import { AppException } from './error-response.js';

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * The `Idempotency-Key` header of a call that must happen once however often the browser retries it (order
 * placement, lead request): 8–100 letters, digits, - or _; missing or malformed is a 400 naming the header.
 */
export function requireIdempotencyKey(key: string | undefined): string {
  if (key && KEY_PATTERN.test(key)) return key;
  const message = 'Der Idempotency-Key muss aus 8 bis 100 Buchstaben, Ziffern, - oder _ bestehen.';
  throw new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, [
    { field: 'Idempotency-Key', messages: [message] },
  ]);
}
