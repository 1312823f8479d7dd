import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { TITLE1_VALUES, TITLE2_VALUES, type Title1, type Title2 } from '../domain/titles.constant.js';
import { RequiredTextField, TitleField } from './account-fields.decorators.js';

/** What support changes on the user page: names, titles and the mex flag (all of them, every time). */
export class UpdateSupportUserInput {
  @TitleField(TITLE1_VALUES)
  title1?: Title1 | null;

  @TitleField(TITLE2_VALUES)
  title2?: Title2 | null;

  @RequiredTextField(100)
  firstName: string;

  @RequiredTextField(100)
  lastName: string;

  @ApiProperty()
  @IsBoolean()
  hasMexEnabled: boolean;
}
