import { ApiProperty, OmitType } from '@nestjs/swagger';
import { AddressOutput } from '../../accounts/index.js';

/** An address of an order: the address-book fields without id and type. */
export class OrderAddressOutput extends OmitType(AddressOutput, ['Id', 'Type'] as const) {}

export class DeliveryPointOutput {
  @ApiProperty({ type: OrderAddressOutput })
  Address: OrderAddressOutput;

  @ApiProperty()
  Amount: number;
}
