import { HttpStatus } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ERROR_CODES, type ErrorCode } from '@fuel/domain';

export class FieldError {
  @ApiProperty({
    example: 'ZipCode',
    description: 'Path of the field in the request, dotted for nested values',
  })
  field: string;

  @ApiProperty({ type: [String], example: ['Bitte geben Sie eine gültige Postleitzahl ein.'] })
  messages: string[];
}

/** The one body of every 4xx and 5xx answer. */
export class ErrorResponse {
  @ApiProperty({ example: 400 })
  status: number;

  @ApiProperty({
    enum: ERROR_CODES,
    enumName: 'ErrorCode',
    example: 'VALIDATION_FAILED',
    description: 'Stable machine-readable code',
  })
  error: ErrorCode;

  @ApiProperty({
    example: 'Bitte prüfen Sie Ihre Eingaben: ZipCode',
    description: 'German text for the user; never the English wording of a library',
  })
  message: string;

  @ApiPropertyOptional({ type: [FieldError] })
  fieldErrors?: FieldError[];

  @ApiProperty({ example: '0b6f6f3e-5d2b-4c39-9f3e-6f0b5a1c2d3e' })
  requestId: string;
}

/**
 * Fields an endpoint adds to its error body beyond the common ones (documented by that endpoint as a subclass
 * of ErrorResponse, e.g. the order a conflict is about). They never replace status, error, message or requestId.
 */
export type ErrorDetails = Readonly<Record<string, unknown>>;

/** A 4xx/5xx with a stable code and, for invalid input, the fields at fault. */
export class AppException extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldError[],
    readonly details?: ErrorDetails,
  ) {
    super(message);
  }
}

const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  [HttpStatus.BAD_REQUEST]: 'BAD_REQUEST',
  [HttpStatus.UNAUTHORIZED]: 'UNAUTHORIZED',
  [HttpStatus.FORBIDDEN]: 'FORBIDDEN',
  [HttpStatus.NOT_FOUND]: 'NOT_FOUND',
  [HttpStatus.METHOD_NOT_ALLOWED]: 'METHOD_NOT_ALLOWED',
  [HttpStatus.CONFLICT]: 'CONFLICT',
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'PAYLOAD_TOO_LARGE',
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: 'UNSUPPORTED_MEDIA_TYPE',
  [HttpStatus.UNPROCESSABLE_ENTITY]: 'UNPROCESSABLE_ENTITY',
  [HttpStatus.TOO_MANY_REQUESTS]: 'TOO_MANY_REQUESTS',
  [HttpStatus.SERVICE_UNAVAILABLE]: 'SERVICE_UNAVAILABLE',
};

export function errorCodeFor(status: number): ErrorCode {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'REQUEST_FAILED');
}
