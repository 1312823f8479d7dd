import { COUNTRY_IDS } from '@fuel/domain';
import { ApiProperty } from '@nestjs/swagger';
import type { AddressType } from '@fuel/domain';
import { ADDRESS_TYPES } from '../domain/account-values.constant.js';

export class AddressOutput {
  @ApiProperty()
  Id: number;

  @ApiProperty({ enum: ADDRESS_TYPES })
  Type: AddressType;

  @ApiProperty({ type: String, nullable: true })
  Title1: string | null;

  @ApiProperty({ type: String, nullable: true })
  Title2: string | null;

  @ApiProperty()
  FirstName: string;

  @ApiProperty()
  LastName: string;

  @ApiProperty({ type: String, nullable: true })
  Company: string | null;

  @ApiProperty()
  Street: string;

  @ApiProperty()
  HouseNumber: string;

  @ApiProperty()
  ZipCode: string;

  @ApiProperty()
  City: string;

  @ApiProperty({ enum: COUNTRY_IDS })
  CountryId: number;

  @ApiProperty({ type: String, nullable: true })
  Phone: string | null;
}
