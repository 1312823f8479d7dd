import { HttpStatus } from '@nestjs/common';
import { isValidZipCode } from '@fuel/domain';
import { AppException, type FieldError } from '../../core/http/error-response.js';
import { invalidInputMessage } from '../../core/http/validation.js';
import type { AddressInput } from './dto/address.input.js';

/** Postal codes must fit the address's country (DE 5 digits, AT/CH 4): a 400 names each bad one. */
export function assertAddressZipCodes(addresses: readonly [string, AddressInput | undefined | null][]): void {
  const errors: FieldError[] = addresses
    .filter(([, a]) => a && !isValidZipCode(a.ZipCode, a.CountryId))
    .map(([field]) => ({
      field: `${field}.ZipCode`,
      messages: ['Die Postleitzahl passt nicht zum Land (Deutschland 5 Ziffern, Österreich und Schweiz 4).'],
    }));
  if (errors.length > 0) {
    throw new AppException(
      HttpStatus.BAD_REQUEST,
      'VALIDATION_FAILED',
      invalidInputMessage(errors.map((e) => e.field)),
      errors,
    );
  }
}
