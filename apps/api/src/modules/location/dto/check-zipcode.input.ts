import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, Matches } from 'class-validator';
import type { CountryId } from '@fuel/domain';

export class CheckZipCodeInput {
  @ApiProperty({ example: '80331', description: '4 (AT, CH) or 5 (DE) digits' })
  @IsString()
  @Matches(/^\d{4,5}$/, { message: 'ZipCode must be 4 or 5 digits' })
  ZipCode: string;

  @ApiProperty({ enum: [1, 2, 3], example: 1 })
  @IsIn([1, 2, 3], { message: 'CountryId must be 1 (de), 2 (at) or 3 (ch)' })
  CountryId: CountryId;
}
