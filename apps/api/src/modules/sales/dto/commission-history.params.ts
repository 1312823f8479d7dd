import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDatabaseId } from '../../../core/http/field.decorators.js';

/** The dealer of a path: anything but a database id is a 400 naming the field. */
export class DealerIdParams {
  @ApiProperty({ example: 12 })
  @Type(() => Number)
  @IsDatabaseId('Die Händlernummer')
  dealerId: number;
}
