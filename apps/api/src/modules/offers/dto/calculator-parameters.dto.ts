import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { COUNTRY_IDS, type CountryId, PRODUCT_GROUPS, type ProductGroupId } from '@fuel/domain';

const PRODUCT_GROUP_IDS = PRODUCT_GROUPS.map((g) => g.id);

export class CalculatorParametersQuery {
  @ApiProperty({ enum: COUNTRY_IDS, example: 1 })
  @Type(() => Number)
  @IsIn(COUNTRY_IDS, {
    message: 'Das Land muss Deutschland (1), Österreich (2) oder die Schweiz (3) sein.',
  })
  countryId: CountryId;

  @ApiProperty({ enum: PRODUCT_GROUP_IDS, example: 1 })
  @Type(() => Number)
  @IsIn(PRODUCT_GROUP_IDS, { message: 'Diese Produktgruppe gibt es nicht.' })
  productGroupId: ProductGroupId;
}

export class OptionOverrideInput {
  @ApiProperty({ example: 25 })
  @IsInt({ message: 'Die Option muss eine Zahl sein.' })
  optionId: number;

  @ApiProperty({ description: 'Shown in the calculator' })
  @IsBoolean({ message: 'Angeboten muss ja oder nein sein.' })
  offered: boolean;

  @ApiProperty({
    required: false,
    description:
      'A dealer branch that does not deliver this option is not listed for the site and product group; only an offered option in an offered group may be required. Absent: not required',
  })
  @IsOptional()
  @IsBoolean({ message: 'Pflicht für die Listung muss ja oder nein sein.' })
  requiredForListing?: boolean;

  @ApiProperty({
    required: false,
    nullable: true,
    type: String,
    description: "1–80 characters; null keeps the code's",
  })
  @IsOptional()
  @IsString()
  @Length(1, 80, { message: 'Die Bezeichnung muss 1 bis 80 Zeichen lang sein.' })
  label?: string | null;

  @ApiProperty({
    required: false,
    nullable: true,
    type: String,
    description: "At most 500 characters; null keeps the code's",
  })
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'Die Beschreibung darf höchstens 500 Zeichen lang sein.' })
  description?: string | null;
}

export class GroupOverrideInput {
  @ApiProperty({ example: 2 })
  @IsInt({ message: 'Die Optionsgruppe muss eine Zahl sein.' })
  groupId: number;

  @ApiProperty({ description: 'Shown in the calculator; a hidden group always uses its default' })
  @IsBoolean({ message: 'Angeboten muss ja oder nein sein.' })
  offered: boolean;

  @ApiProperty({ example: 25, description: 'The one option a new calculation starts with; must be offered' })
  @IsInt({ message: 'Bitte wählen Sie eine Standardoption.' })
  defaultOptionId: number;

  @ApiProperty({ type: [OptionOverrideInput], description: 'Options not listed keep the code settings' })
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => OptionOverrideInput)
  options: OptionOverrideInput[];
}

export class CalculatorParametersInput {
  @ApiProperty({ type: [GroupOverrideInput], description: 'Groups not listed keep the code settings' })
  @IsDefined({ message: 'Bitte geben Sie die Optionsgruppen an.' })
  @IsArray()
  @ArrayMaxSize(10)
  @ValidateNested({ each: true })
  @Type(() => GroupOverrideInput)
  groups: GroupOverrideInput[];
}

export class CalculatorParameterOptionOutput {
  @ApiProperty({ example: 24 })
  id: number;

  @ApiProperty({ example: 'HOSE_40' })
  key: string;

  @ApiProperty({ example: 'Schlauchlänge bis 40 m' })
  label: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ description: 'The code catalogue label' })
  codeLabel: string;

  @ApiProperty({ description: 'The code catalogue description' })
  codeDescription: string;

  @ApiProperty()
  offered: boolean;

  @ApiProperty({
    description: 'Branches that do not deliver it are not listed for the site and product group',
  })
  requiredForListing: boolean;

  @ApiProperty({ description: 'Offered, required, label or description differ from the code catalogue' })
  overridden: boolean;
}

export class CalculatorParameterGroupOutput {
  @ApiProperty({ example: 2 })
  id: number;

  @ApiProperty({ example: 'hoseLength' })
  key: string;

  @ApiProperty({ example: 'Schlauchlänge' })
  label: string;

  @ApiProperty()
  offered: boolean;

  @ApiProperty({ example: 24 })
  defaultOptionId: number;

  @ApiProperty({ example: 24, description: 'The default of the code catalogue' })
  codeDefaultOptionId: number;

  @ApiProperty({ description: 'Anything in the group differs from the code catalogue' })
  overridden: boolean;

  @ApiProperty({ type: [CalculatorParameterOptionOutput] })
  options: CalculatorParameterOptionOutput[];
}

export class CalculatorParametersOutput {
  @ApiProperty({ enum: COUNTRY_IDS })
  countryId: CountryId;

  @ApiProperty({ enum: PRODUCT_GROUP_IDS })
  productGroupId: ProductGroupId;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Last save; null: code catalogue',
  })
  changedAt: string | null;

  @ApiProperty({ type: [CalculatorParameterGroupOutput] })
  groups: CalculatorParameterGroupOutput[];
}
