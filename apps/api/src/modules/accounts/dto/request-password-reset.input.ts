import { COUNTRY_IDS } from '@fuel/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, MaxLength } from 'class-validator';
import type { CountryId } from '@fuel/domain';

import { IsCountryId } from './account-fields.decorators.js';

export class ForgotPasswordInput {
  @ApiProperty({ example: 'kunde@example.com' })
  @IsEmail({}, { message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' })
  @MaxLength(254)
  EmailAddress: string;

  @ApiPropertyOptional({
    enum: COUNTRY_IDS,
    description: "Site whose link the mail carries; default the account's",
  })
  @IsOptional()
  @IsCountryId()
  CountryId?: CountryId;
}
