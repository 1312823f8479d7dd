import { HttpStatus } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { AppException, ErrorResponse } from '../../../core/http/error-response.js';

/** The body of a 422 BROKEN_LINKS: the links to no published page. */
export class BrokenLinksErrorResponse extends ErrorResponse {
  @ApiProperty({ type: [String], example: ['/info-center/gibt-es-nicht'] })
  brokenLinks: string[];
}

export function staleDraft(): AppException {
  return new AppException(
    HttpStatus.CONFLICT,
    'STALE_DRAFT',
    'Jemand anderes hat den Entwurf inzwischen gespeichert. Laden Sie ihn neu und übernehmen Sie Ihre Änderungen erneut.',
    [{ field: 'expectedUpdatedAt', messages: ['Der Entwurf wurde inzwischen geändert.'] }],
  );
}

export function pathTaken(path: string): AppException {
  const message = `Unter ${path} gibt es auf dieser Website schon eine Seite. Bitte wählen Sie eine andere Adresse.`;
  return new AppException(HttpStatus.CONFLICT, 'PATH_TAKEN', message, [
    { field: 'slug', messages: [message] },
  ]);
}

export function brokenLinks(links: readonly string[]): AppException {
  return new AppException(
    HttpStatus.UNPROCESSABLE_ENTITY,
    'BROKEN_LINKS',
    `Der Text verlinkt auf Seiten, die es nicht gibt oder die nicht veröffentlicht sind: ${links.join(', ')}`,
    undefined,
    { brokenLinks: [...links] },
  );
}

export function gone(): AppException {
  return new AppException(HttpStatus.GONE, 'GONE', 'Diese Seite gibt es nicht mehr.');
}

export function badField(field: string, message: string): AppException {
  return new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, [
    { field, messages: [message] },
  ]);
}

export function conflict(message: string): AppException {
  return new AppException(HttpStatus.CONFLICT, 'CONFLICT', message);
}

/** A later time than `previous`, at least by a millisecond: `updatedAt` is the optimistic lock of drafts. */
export function nextUpdatedAt(previous: Date, now = new Date()): Date {
  return new Date(Math.max(now.getTime(), previous.getTime() + 1));
}

/** `publishAt` as a time in the future, or null for "now" (absent, or not later than now). */
export function scheduledTime(publishAt: string | null | undefined, now = new Date()): Date | null {
  if (!publishAt) return null;
  const at = new Date(publishAt);
  return at.getTime() > now.getTime() ? at : null;
}
