import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ErrorResponse } from '../../../core/http/error-response.js';

export class OrderPlacedOutput {
  @ApiProperty()
  OrderId: number;

  @ApiProperty({ example: 'DE-0000042' })
  OrderNumber: string;

  @ApiProperty({ example: '/heizoel/bestellung-erfolgreich/42', description: 'The success page of the site' })
  SuccessPath: string;
}

/** A refused placement; ORDER_ALREADY_PLACED names the order its draft became, as the first placement answered. */
export class OrderAlreadyPlacedResponse extends ErrorResponse {
  @ApiPropertyOptional({
    type: OrderPlacedOutput,
    description: 'With ORDER_ALREADY_PLACED only: the order placed from this draft (by another request)',
  })
  placedOrder?: OrderPlacedOutput;
}
