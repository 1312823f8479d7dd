import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpStatus } from '@nestjs/common';
import { AppException } from './error-response.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MEDIA_TYPE = /^\s*application\/json\s*(?:;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;
/**
 * The one call that takes a file (the media library's upload, #16) reads multipart. A foreign form can post
 * multipart too, but this call needs content.manage and, by cookie, the CSRF header no form can send.
 */
const MULTIPART = /^\s*multipart\/form-data\s*;/i;
const MULTIPART_PATHS = new Set(['/api/support/cms/media']);

function hasBody(req: IncomingMessage): boolean {
  const length = Number(req.headers['content-length'] ?? 0);
  return req.headers['transfer-encoding'] !== undefined || length > 0;
}

/**
 * Every state-changing call sends JSON or nothing. A cross-site HTML form can only send urlencoded,
 * multipart or text/plain bodies, so refusing them (415) keeps a foreign page from signing a visitor in,
 * or changing anything, through a plain form post. A call without body and without Content-Type passes
 * (no form can send that). UTF-8 only: the nesting check of the body parser reads UTF-8 bytes.
 */
export function jsonOnlyMiddleware(
  req: IncomingMessage,
  _res: ServerResponse,
  next: (error?: unknown) => void,
): void {
  if (!STATE_CHANGING.has(req.method ?? '')) return next();
  const contentType = req.headers['content-type'];
  if (contentType === undefined && !hasBody(req)) return next();
  if (contentType !== undefined && MEDIA_TYPE.test(contentType)) return next();
  const path = (req.url ?? '').split('?')[0] ?? '';
  if (
    req.method === 'POST' &&
    contentType !== undefined &&
    MULTIPART.test(contentType) &&
    MULTIPART_PATHS.has(path)
  ) {
    return next();
  }
  next(
    new AppException(
      HttpStatus.UNSUPPORTED_MEDIA_TYPE,
      'UNSUPPORTED_MEDIA_TYPE',
      'Die Anfrage muss als JSON gesendet werden (Content-Type: application/json; charset=utf-8).',
    ),
  );
}
