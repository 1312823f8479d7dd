import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, IsOptional, ValidateNested } from 'class-validator';
import { AddressInput, CompanyField } from '../../accounts/index.js';

export class SaveOrderAddressInput {
  @ApiProperty({ type: AddressInput })
  @IsObject({ message: 'Bitte geben Sie eine Lieferadresse an.' })
  @ValidateNested()
  @Type(() => AddressInput)
  DeliveryAddress: AddressInput;

  @ApiPropertyOptional({ type: AddressInput, nullable: true, description: 'Only where AllowInvoiceAddress' })
  @IsOptional()
  @ValidateNested()
  @Type(() => AddressInput)
  InvoiceAddress?: AddressInput | null;

  @CompanyField()
  CompanyName?: string | null;
}
