import { ApiProperty } from '@nestjs/swagger';

export class OrderPlacedOutput {
  @ApiProperty()
  OrderId: number;

  @ApiProperty({ example: 'DE-0000042' })
  OrderNumber: string;

  @ApiProperty({ example: '/heizoel/bestellung-erfolgreich/42', description: 'The success page of the site' })
  SuccessPath: string;
}
