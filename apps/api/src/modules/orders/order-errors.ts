import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../core/http/error-response.js';

/** A well-formed request the order rules refuse, naming the field (422). */
export function unprocessable(field: string, message: string): AppException {
  return new AppException(HttpStatus.UNPROCESSABLE_ENTITY, 'VALIDATION_FAILED', message, [
    { field, messages: [message] },
  ]);
}

export function notFound(message: string): AppException {
  return new AppException(HttpStatus.NOT_FOUND, 'NOT_FOUND', message);
}
