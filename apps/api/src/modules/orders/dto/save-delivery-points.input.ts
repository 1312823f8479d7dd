import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsBoolean, IsInt, IsObject, Min, ValidateNested } from 'class-validator';
import { AddressInput } from '../../accounts/index.js';

export class DeliveryPointInput {
  @ApiProperty({ type: AddressInput })
  @IsObject({ message: 'Bitte geben Sie die Adresse der Lieferstelle an.' })
  @ValidateNested()
  @Type(() => AddressInput)
  Address: AddressInput;

  @ApiProperty({ example: 1500, description: 'Litres (kilograms for pellets) for this point' })
  @IsInt({ message: 'Die Menge der Lieferstelle muss eine ganze Zahl sein.' })
  @Min(1)
  Amount: number;
}

export class SaveDeliveryPointsInput {
  @ApiProperty({ type: [DeliveryPointInput], description: 'One entry per station of the calculation' })
  @ArrayMinSize(2)
  @ArrayMaxSize(5)
  @ValidateNested({ each: true })
  @Type(() => DeliveryPointInput)
  Stations: DeliveryPointInput[];

  @ApiProperty({ description: 'One invoice per delivery point instead of one for all' })
  @IsBoolean()
  InvoicePerStation: boolean;
}
