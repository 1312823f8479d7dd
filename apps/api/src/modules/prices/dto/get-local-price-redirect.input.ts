import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Length } from 'class-validator';
import { OptionalZipCode } from './optional-zip-code.decorator.js';

export class LocalRedirectQuery {
  @ApiPropertyOptional({ example: 'München' })
  @IsOptional()
  @Length(1, 100, { message: 'Der Ort muss 1 bis 100 Zeichen lang sein.' })
  city?: string;

  @OptionalZipCode()
  zipCode?: string;
}
