import { HttpStatus } from '@nestjs/common';
import { stableOffset } from '@fuel/db';
import { AppException } from '../../core/http/error-response.js';
import type { DatedPrice } from './domain/price-range.js';

export function isoDay(date: string): string {
  return `${date}T00:00:00.000Z`;
}

export function notFound(field: string, message: string): AppException {
  return new AppException(HttpStatus.NOT_FOUND, 'NOT_FOUND', message, [{ field, messages: [message] }]);
}

/** A state's series scaled to a place: the ratio on the newest day both have, else a stable offset. */
export function localRatio(
  own: ReadonlyMap<string, number>,
  state: readonly DatedPrice[],
  label: string,
): number {
  for (let i = state.length - 1; i >= 0; i -= 1) {
    const point = state[i];
    const mine = point ? own.get(point.date) : undefined;
    if (point && mine !== undefined && point.price > 0) return mine / point.price;
  }
  return 1 + stableOffset(label, 0.02);
}
