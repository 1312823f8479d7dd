import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn } from 'class-validator';
import { UPSELLING_KEYS, type UpsellingKey } from '@fuel/domain';

export class UpsellingQuery {
  @ApiProperty({ enum: Object.values(UPSELLING_KEYS), example: UPSELLING_KEYS.delivery })
  @Type(() => Number)
  @IsIn(Object.values(UPSELLING_KEYS), {
    message: 'Die Art des Vergleichs muss 9999, 10000, 10001 oder 10002 sein.',
  })
  upsellingKey: UpsellingKey;
}
