import { HttpStatus, Injectable, type PipeTransform } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { COUNTRY_IDS, type CountryId, PRODUCT_GROUPS, type ProductGroupId } from '@fuel/domain';
import { AppException } from './error-response.js';

/** A numeric path or query parameter from a closed set; anything else is a 400 naming the field. */
@Injectable()
export class IdParamPipe<T extends number> implements PipeTransform<unknown, T> {
  constructor(
    private readonly field: string,
    private readonly allowed: readonly T[],
    private readonly meaning: string,
  ) {}

  transform(value: unknown): T {
    const parsed = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    if (this.allowed.includes(parsed as T)) return parsed as T;
    const message = `${this.field} muss ${this.meaning} sein.`;
    throw new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, [
      { field: this.field, messages: [message] },
    ]);
  }
}

export const COUNTRY_ID_PARAM = new IdParamPipe<CountryId>(
  'countryId',
  COUNTRY_IDS,
  '1 (Deutschland), 2 (Österreich) oder 3 (Schweiz)',
);
export const PRODUCT_GROUP_ID_PARAM = new IdParamPipe<ProductGroupId>(
  'productGroupId',
  PRODUCT_GROUPS.map((group) => group.id),
  '1 (Heizöl), 2 (Diesel), 3 (lose Pellets), 4 (Sackware-Pellets) oder 5 (AdBlue)',
);

/** Documents the `countryId` path parameter that COUNTRY_ID_PARAM reads. */
export function ApiCountryIdParam(): MethodDecorator & ClassDecorator {
  return ApiParam({ name: 'countryId', enum: [...COUNTRY_IDS] });
}
