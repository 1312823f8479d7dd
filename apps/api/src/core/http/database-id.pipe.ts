import type { PipeTransform } from '@nestjs/common';
import type { AppException } from './error-response.js';
import { MAX_DATABASE_ID } from './field.decorators.js';

/**
 * A path's `{…Id}` of a database row: anything but an id such a row can have (1 to MAX_DATABASE_ID, plain
 * digits) answers the caller's not-found error, as an unknown id does, so a malformed id tells nothing more.
 * For a 400 naming the field instead, validate a params DTO with `IsDatabaseId`.
 */
export function databaseIdPipe(notFound: () => AppException): PipeTransform<unknown, number> {
  return {
    transform(value: unknown): number {
      // The global validation pipe may have made a number of it already.
      const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
      if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_DATABASE_ID) throw notFound();
      return id;
    },
  };
}

const UUID_PATTERN = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

/** The same for a row keyed by a uuid (exports, leads): anything else is the caller's not-found error. */
export function uuidPipe(notFound: () => AppException): PipeTransform<unknown, string> {
  return {
    transform(value: unknown): string {
      if (typeof value !== 'string' || !UUID_PATTERN.test(value)) throw notFound();
      return value.toLowerCase();
    },
  };
}
