import { HttpStatus } from '@nestjs/common';
import { AppException } from './error-response.js';

/** A 404 naming the field that found nothing (the web turns it into its 404 page, spec 2 §8). */
export function notFound(field: string, message: string): AppException {
  return new AppException(HttpStatus.NOT_FOUND, 'NOT_FOUND', message, [{ field, messages: [message] }]);
}
