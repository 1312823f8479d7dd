import { ApiProperty } from '@nestjs/swagger';
import type { GuideInputType } from '@fuel/domain/leads';

const INPUT_TYPES: readonly GuideInputType[] = ['choice', 'number', 'yesNo', 'postalCode'];

export class GuideInputOptionOutput {
  @ApiProperty({ example: 'einfamilienhaus', description: 'The value the compare call sends' })
  Value: string;

  @ApiProperty({ example: 'Einfamilienhaus' })
  Label: string;
}

export class GuideInputOutput {
  @ApiProperty({ example: 'buildingType', description: "The answer's name in the compare call" })
  Key: string;

  @ApiProperty({
    enum: INPUT_TYPES,
    enumName: 'GuideInputType',
    description:
      'choice: one of Options; number: a whole number from Min to Max in Unit; yesNo: true or false; postalCode: a postal code of the site',
  })
  Type: GuideInputType;

  @ApiProperty({ example: 'In welchem Gebäude wohnen Sie?' })
  Label: string;

  @ApiProperty({ type: String, nullable: true, example: null })
  HelpText: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'm²', description: 'Numbers only' })
  Unit: string | null;

  @ApiProperty({ type: Number, nullable: true, example: 30, description: 'Numbers only, inclusive' })
  Min: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 2000, description: 'Numbers only, inclusive' })
  Max: number | null;

  @ApiProperty({ type: [GuideInputOptionOutput], nullable: true, description: 'Choices only' })
  Options: GuideInputOptionOutput[] | null;
}

export class GuideStepOutput {
  @ApiProperty({ example: 1, description: 'Stable across releases: the browser keeps answers by step id' })
  Id: number;

  @ApiProperty({ example: 0, description: 'Steps are shown by this weight, lowest first' })
  OrderWeight: number;

  @ApiProperty({ example: 'Ihr Gebäude' })
  Title: string;

  @ApiProperty({ type: [GuideInputOutput], description: 'In the order they are shown' })
  Inputs: GuideInputOutput[];
}

/** A guide with its steps (spec 1 §3 Guide: Id, Steps). */
export class GuideOutput {
  @ApiProperty({ example: 1, description: 'The guideId of the compare call' })
  Id: number;

  @ApiProperty({ example: 'heizoel-verbrauchsvergleich' })
  Key: string;

  @ApiProperty({ example: 'Heizöl-Verbrauchsvergleich' })
  Title: string;

  @ApiProperty({ type: [GuideStepOutput], description: 'By OrderWeight' })
  Steps: GuideStepOutput[];
}
