import { HttpStatus } from '@nestjs/common';
import { AppException } from './error-response.js';

/**
 * The one 404: a German message for the user and, when a request field found nothing, that field (the web
 * turns a 404 into its 404 page, spec 2 §8).
 */
export function notFound(message: string, field?: string): AppException {
  return new AppException(
    HttpStatus.NOT_FOUND,
    'NOT_FOUND',
    message,
    field ? [{ field, messages: [message] }] : undefined,
  );
}
