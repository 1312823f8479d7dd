import { COUNTRY_IDS } from '@fuel/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import type { AddressType, CountryId } from '@fuel/domain';
import { ADDRESS_TYPES } from '../domain/account-values.constant.js';
import { TITLE1_VALUES, TITLE2_VALUES, type Title1, type Title2 } from '../domain/titles.constant.js';
import {
  CompanyField,
  DraftTextField,
  IsCountryId,
  PhoneField,
  RequiredTextField,
  TitleField,
} from './account-fields.decorators.js';

export class AddressInput {
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

  @RequiredTextField(200, 'Marienplatz')
  Street: string;

  @RequiredTextField(20, '8a')
  HouseNumber: string;

  @ApiProperty({ example: '80331', description: '5 digits (DE) or 4 digits (AT, CH), matching CountryId' })
  @IsString()
  @Matches(/^\d{4,5}$/, {
    message: 'Bitte geben Sie eine Postleitzahl mit 4 (AT, CH) oder 5 (DE) Ziffern ein.',
  })
  ZipCode: string;

  @RequiredTextField(100, 'München')
  City: string;

  @ApiProperty({ enum: COUNTRY_IDS, example: 1 })
  @IsCountryId()
  CountryId: CountryId;

  @PhoneField('+49 89 123456')
  Phone?: string | null;
}

export class TypedAddressInput extends AddressInput {
  @ApiProperty({ enum: ADDRESS_TYPES })
  @IsIn(ADDRESS_TYPES, {
    message: 'Die Adressart muss delivery (Lieferadresse) oder invoice (Rechnungsadresse) sein.',
  })
  Type: AddressType;
}

/** A half-filled address of the registration form: every field optional, only lengths checked. */
export class DraftAddressInput {
  @DraftTextField(20)
  Title1?: string | null;

  @DraftTextField(20)
  Title2?: string | null;

  @DraftTextField(100)
  FirstName?: string | null;

  @DraftTextField(100)
  LastName?: string | null;

  @DraftTextField(200)
  Company?: string | null;

  @DraftTextField(200)
  Street?: string | null;

  @DraftTextField(20)
  HouseNumber?: string | null;

  @DraftTextField(10)
  ZipCode?: string | null;

  @DraftTextField(100)
  City?: string | null;

  @ApiPropertyOptional({ enum: COUNTRY_IDS, nullable: true })
  @IsOptional()
  @IsCountryId()
  CountryId?: CountryId | null;

  @DraftTextField(40)
  Phone?: string | null;
}
