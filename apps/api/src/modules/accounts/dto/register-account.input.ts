import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { type CountryId, RETURN_PATH_MAX_LENGTH, RETURN_PATH_PATTERN, COUNTRY_IDS } from '@fuel/domain';

import { TITLE1_VALUES, TITLE2_VALUES, type Title1, type Title2 } from '../domain/titles.constant.js';
import {
  CompanyField,
  IsCountryId,
  PhoneField,
  RequiredTextField,
  TitleField,
} from './account-fields.decorators.js';
import { AddressInput } from './address.input.js';

/** Registration (our design; the spec names the screens, not the call). */
export class RegisterInput {
  @ApiProperty({ example: 'neu@example.com', maxLength: 254 })
  @IsEmail({}, { message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' })
  @MaxLength(254)
  EmailAddress: string;

  @ApiPropertyOptional({
    description: '8–128 characters, not a common password; left out for a password-less account or a guest',
  })
  @IsOptional()
  @IsString()
  Password?: string;

  @TitleField(TITLE1_VALUES)
  Title1?: Title1 | null;

  @TitleField(TITLE2_VALUES)
  Title2?: Title2 | null;

  @RequiredTextField(100, 'Karla')
  FirstName: string;

  @RequiredTextField(100, 'Kunde')
  LastName: string;

  @CompanyField()
  Company?: string | null;

  @PhoneField()
  Phone?: string | null;

  @ApiPropertyOptional({ default: false, description: 'Registration within an order' })
  @IsOptional()
  @IsBoolean()
  ForOrder?: boolean;

  @ApiPropertyOptional({ default: false, description: 'Order as guest (only together with ForOrder)' })
  @IsOptional()
  @IsBoolean()
  AsGuest?: boolean;

  @ApiPropertyOptional({
    enum: COUNTRY_IDS,
    default: 1,
    description: 'Site of the registration and its mails',
  })
  @IsOptional()
  @IsCountryId()
  CountryId?: CountryId;

  @ApiPropertyOptional({ type: AddressInput })
  @IsOptional()
  @ValidateNested()
  @Type(() => AddressInput)
  DeliveryAddress?: AddressInput;

  @ApiPropertyOptional({ type: AddressInput, description: 'Only when it differs from the delivery address' })
  @IsOptional()
  @ValidateNested()
  @Type(() => AddressInput)
  InvoiceAddress?: AddressInput;

  @ApiPropertyOptional({
    maxLength: RETURN_PATH_MAX_LENGTH,
    example: '/heizoel/bestellung',
    description: 'Path on this site the confirmation link leads back to (e.g. the order); no host',
  })
  @IsOptional()
  @IsString()
  @MaxLength(RETURN_PATH_MAX_LENGTH)
  @Matches(RETURN_PATH_PATTERN, { message: 'ReturnUrl muss ein Pfad dieser Website sein.' })
  ReturnUrl?: string;
}
