import { ApiProperty } from '@nestjs/swagger';

/** What an alternative choice would cost compared with the current best offer. */
export class UpsellingEntryOutput {
  @ApiProperty({
    example: 31,
    description: 'Id of the alternative: option, product, climate-neutral (1) or station count',
  })
  ForgeinId: number;

  @ApiProperty({ example: 'Expresslieferung 24 h' })
  Label: string;

  @ApiProperty({ example: 9873, description: 'Best gross price per 100 units with the alternative (cents)' })
  UnitPrice: number;

  @ApiProperty({ example: 305000, description: 'Best gross total with the alternative (cents)' })
  TotalPrice: number;

  @ApiProperty({
    example: 8810,
    description: 'TotalPrice minus the best total of the current configuration (cents)',
  })
  PriceDifference: number;

  @ApiProperty({ description: 'This alternative is the current choice' })
  Selected: boolean;
}
