import { ApiProperty } from '@nestjs/swagger';
import { AddressOutput } from '../../accounts/index.js';

export class SelectedAddressOutput {
  @ApiProperty({ enum: [0, 1], description: '1 delivery, 0 invoice' })
  AddressType: 0 | 1;

  @ApiProperty({ type: Number, nullable: true, description: 'Id in the address book, if it came from there' })
  AddressId: number | null;

  @ApiProperty({ description: 'Position (delivery point) of the address' })
  AddressIndex: number;

  @ApiProperty({ type: Number, nullable: true })
  Amount: number | null;
}

/** Spec 2 §3 order addresses. */
export class OrderAddressesOutput {
  @ApiProperty({ type: [AddressOutput] })
  DeliveryAddressList: AddressOutput[];

  @ApiProperty({ type: [AddressOutput] })
  InvoiceAddressList: AddressOutput[];

  @ApiProperty({ type: [SelectedAddressOutput] })
  SelectedAddresses: SelectedAddressOutput[];

  @ApiProperty({ type: String, nullable: true })
  CompanyName: string | null;
}
