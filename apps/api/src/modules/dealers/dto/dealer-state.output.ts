import { ApiProperty } from '@nestjs/swagger';

export class DealerStateOutput {
  @ApiProperty({ example: 102 })
  Id: number;

  @ApiProperty({ example: 'Bayern' })
  Name: string;

  @ApiProperty({ example: 'bayern', description: 'URL slug of the state' })
  FriendlyName: string;
}
