import { HttpStatus, ValidationPipe, type ValidationError } from '@nestjs/common';
import { validateSync, type ValidatorOptions } from 'class-validator';
import { AppException, type FieldError } from './error-response.js';

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = error.constraints ? [{ field, messages: Object.values(error.constraints) }] : [];
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** One 400 that names every field at fault. */
export function validationExceptionFactory(errors: ValidationError[]): AppException {
  const fieldErrors = flatten(errors);
  const fields = fieldErrors.map((e) => e.field).join(', ');
  return new AppException(
    HttpStatus.BAD_REQUEST,
    'VALIDATION_FAILED',
    `Invalid input: ${fields || 'request body'}`,
    fieldErrors,
  );
}

/** The DTOs have no asynchronous rules; validating synchronously spares a promise chain per request. */
class SyncValidationPipe extends ValidationPipe {
  protected override validate(object: object, options?: ValidatorOptions): ValidationError[] {
    return validateSync(object, options);
  }
}

/** Strict input: unknown fields are refused, values are converted to the DTO types. */
export function createValidationPipe(): ValidationPipe {
  return new SyncValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    exceptionFactory: validationExceptionFactory,
  });
}
