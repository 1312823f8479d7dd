import { HttpStatus } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { AppException } from './error-response.js';

const NUL = '\u0000';

/**
 * The path of the first string (value or key) holding a NUL character, as `Stations[0].Address.Street`;
 * undefined when there is none. Iterative, so the walk does not depend on the nesting of the value.
 */
export function findNulByte(value: unknown, root = ''): string | undefined {
  const pending: [unknown, string][] = [[value, root]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path || 'body';
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push([item, `${path}[${index}]`]));
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (key.includes(NUL)) return itemPath;
        pending.push([item, itemPath]);
      }
    }
  }
  return undefined;
}

function refuse(field: string): AppException {
  const message = `Das Feld ${field.replaceAll(NUL, '\\u0000')} enthält ein unzulässiges Steuerzeichen (NUL).`;
  return new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, [
    { field: field.replaceAll(NUL, '\\u0000'), messages: [message] },
  ]);
}

/**
 * PostgreSQL cannot store NUL in text or jsonb: a NUL anywhere in the input used to end as a 500 from the
 * database (with the query's parameters in the error log). Refused here, after body parsing and before any
 * guard, pipe or query, naming the field: body fields by their path, query parameters by name, the path
 * as `path` (its parameters are decoded from `%00` only after routing).
 */
export function nulByteMiddleware(req: Request, _res: Response, next: NextFunction): void {
  if (/%00/.test(req.path)) return next(refuse('path'));
  const field = findNulByte(req.query) ?? findNulByte(req.body as unknown);
  next(field === undefined ? undefined : refuse(field));
}
