import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn } from 'class-validator';
import { COUNTRY_IDS } from '@fuel/domain';

const ONCE = 'Jede Website nur einmal, bitte.';

/** The sites a slot or campaign is on: a non-empty set of 1, 2, 3 (slots and campaigns alike). */
export function SiteIdsField(description: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ enum: COUNTRY_IDS, isArray: true, example: [1, 2, 3], description }),
    IsArray({ message: 'Bitte wählen Sie die Websites.' }),
    ArrayMinSize(1, { message: 'Bitte wählen Sie mindestens eine Website.' }),
    ArrayMaxSize(COUNTRY_IDS.length, { message: ONCE }),
    ArrayUnique({ message: ONCE }),
    IsIn(COUNTRY_IDS, {
      each: true,
      message: 'Die Website muss Deutschland (1), Österreich (2) oder die Schweiz (3) sein.',
    }),
  );
}
