import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { type CountryId, SECRET_TOKEN_PATTERN } from '@fuel/domain';
import { TITLE1_VALUES, TITLE2_VALUES, type Title1, type Title2 } from '../domain/titles.constant.js';
import {
  CompanyField,
  IsCountryId,
  PhoneField,
  RequiredTextField,
  TitleField,
} from './account-fields.decorators.js';
import { TypedAddressInput } from './address.input.js';

export class PersonalDataInput {
  @TitleField(TITLE1_VALUES)
  Title1?: Title1 | null;

  @TitleField(TITLE2_VALUES)
  Title2?: Title2 | null;

  @RequiredTextField(100)
  FirstName: string;

  @RequiredTextField(100)
  LastName: string;

  @CompanyField()
  Company?: string | null;

  @PhoneField()
  Phone?: string | null;

  @ApiPropertyOptional({
    type: [TypedAddressInput],
    description: 'The whole address book, replacing the stored one; left out = unchanged',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => TypedAddressInput)
  Addresses?: TypedAddressInput[];
}

export class ChangePasswordInput {
  @ApiPropertyOptional({ description: 'Required when the account has a password' })
  @IsOptional()
  @IsString()
  @MaxLength(128)
  CurrentPassword?: string;

  @ApiProperty({ description: '8–128 characters, not a common password' })
  @IsString()
  NewPassword: string;
}

export class ChangeEmailInput {
  @ApiProperty({ example: 'neu@example.com' })
  @IsEmail({}, { message: 'Bitte geben Sie eine gültige neue E-Mail-Adresse ein.' })
  @MaxLength(254)
  NewEmailAddress: string;

  @ApiPropertyOptional({ description: 'Required when the account has a password' })
  @IsOptional()
  @IsString()
  @MaxLength(128)
  Password?: string;
}

export class ForgotPasswordInput {
  @ApiProperty({ example: 'kunde@example.com' })
  @IsEmail({}, { message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' })
  @MaxLength(254)
  EmailAddress: string;

  @ApiPropertyOptional({
    enum: [1, 2, 3],
    description: "Site whose link the mail carries; default the account's",
  })
  @IsOptional()
  @IsCountryId()
  CountryId?: CountryId;
}

export class EmailTokenInput {
  @ApiProperty({ description: 'The token of the e-mail link (43 URL-safe characters)' })
  @IsString()
  @Matches(SECRET_TOKEN_PATTERN, {
    message: 'Dieser Link ist ungültig. Bitte prüfen Sie, ob Sie ihn vollständig kopiert haben.',
  })
  Token: string;
}

export class SetPasswordInput extends EmailTokenInput {
  @ApiProperty({ description: '8–128 characters, not a common password' })
  @IsString()
  Password: string;
}

export class SetFavouriteInput {
  @ApiProperty({ example: 12, description: 'Id of the dealer to mark or unmark as favourite' })
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  UserId: number;

  @ApiProperty({ description: 'true marks, false unmarks' })
  @IsBoolean()
  State: boolean;
}
