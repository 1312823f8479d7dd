import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, ValidateNested } from 'class-validator';
import { TITLE1_VALUES, TITLE2_VALUES, type Title1, type Title2 } from '../domain/titles.constant.js';
import { CompanyField, PhoneField, RequiredTextField, TitleField } from './account-fields.decorators.js';
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
