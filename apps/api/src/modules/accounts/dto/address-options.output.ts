import { COUNTRY_IDS } from '@fuel/domain';
import { ApiProperty } from '@nestjs/swagger';

export class CountryOptionOutput {
  @ApiProperty({ enum: COUNTRY_IDS })
  Id: number;

  @ApiProperty({ example: 'de' })
  Code: string;

  @ApiProperty({ example: 'Deutschland' })
  Name: string;
}

export class CommonAddressOutput {
  @ApiProperty({ type: [String], example: ['Herr', 'Frau', 'Divers'] })
  Title1List: string[];

  @ApiProperty({ type: [String], example: ['Dr.', 'Prof.', 'Prof. Dr.'] })
  Title2List: string[];

  @ApiProperty({ type: [CountryOptionOutput] })
  CountryList: CountryOptionOutput[];
}
