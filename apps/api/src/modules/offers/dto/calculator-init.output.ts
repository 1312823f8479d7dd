import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AMOUNT_UNITS, PRODUCT_QUALITIES } from '../domain/offer-values.constant.js';

export class CalculatorParameterOutput {
  @ApiProperty({ example: 5 })
  Id: number;

  @ApiProperty({ example: 'STANDARD_DELIVERY' })
  Key: string;

  @ApiProperty({ example: 'Standardlieferung' })
  Label: string;

  @ApiProperty({ example: 'Lieferung innerhalb der Lieferfrist des Händlers' })
  Description: string;

  @ApiProperty({ description: 'Selected in a new calculation (the group default)' })
  Selected: boolean;

  @ApiPropertyOptional({
    example: 6,
    nullable: true,
    type: Number,
    description: 'Default modifier (instalment months)',
  })
  Modifier: number | null;

  @ApiPropertyOptional({ type: [Number], example: [3, 6, 12, 24] })
  AllowedModifiers?: number[];

  @ApiProperty({ description: 'The option takes a desired date (`id$dtYYYY-MM-DD`)' })
  DesiredDate: boolean;

  @ApiProperty()
  IsUpselling: boolean;

  @ApiPropertyOptional({ example: 'schneller geliefert', nullable: true, type: String })
  Upselling: string | null;
}

export class CalculatorGroupOutput {
  @ApiProperty({ example: 1 })
  Id: number;

  @ApiProperty({ example: 'deliveryTime' })
  Key: string;

  @ApiProperty({ example: 'Lieferzeit' })
  Label: string;

  @ApiProperty({ type: [CalculatorParameterOutput] })
  Parameters: CalculatorParameterOutput[];
}

export class CalculatorProductOutput {
  @ApiProperty({ example: 1 })
  Id: number;

  @ApiProperty({ example: 'Heizöl Standard schwefelarm' })
  Name: string;

  @ApiProperty()
  Description: string;

  @ApiProperty({ enum: PRODUCT_QUALITIES })
  Quality: string;

  @ApiProperty({ example: 'standard', description: 'Fuel colour class for the UI' })
  ColourClass: string;

  @ApiProperty()
  IsDefault: boolean;

  @ApiProperty({ description: 'A premium or bio product shown as upgrade of the default' })
  IsUpselling: boolean;

  @ApiProperty()
  ClimateNeutralAvailable: boolean;
}

export class ChoiceOutput {
  @ApiProperty({ example: 1 })
  Id: number;

  @ApiProperty({ example: '1 Abladestelle' })
  Label: string;

  @ApiProperty()
  Selected: boolean;

  @ApiProperty()
  IsUpselling: boolean;
}

export class CalculatorInitOutput {
  @ApiProperty({ type: [CalculatorGroupOutput] })
  Groups: CalculatorGroupOutput[];

  @ApiProperty({ type: [CalculatorProductOutput] })
  Products: CalculatorProductOutput[];

  @ApiProperty({ type: [ChoiceOutput], description: 'Id 0 standard, 1 climate neutral' })
  ClimateNeutralList: ChoiceOutput[];

  @ApiProperty({ type: [ChoiceOutput], description: 'Number of delivery points' })
  StationList: ChoiceOutput[];

  @ApiProperty({ example: 1, description: 'Default product of the site and group' })
  ProductId: number;

  @ApiProperty({ description: 'Delivery by appointment (AppointmentPlus) is offered' })
  AppointmentPlus: boolean;

  @ApiProperty({ enum: AMOUNT_UNITS })
  Unit: string;

  @ApiProperty({ example: 500 })
  MinAmount: number;

  @ApiProperty({ example: 32000 })
  MaxAmount: number;

  @ApiProperty({ example: 3000 })
  DefaultAmount: number;
}
