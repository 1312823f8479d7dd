import { ApiProperty, PickType } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import type { OrderExportFormat } from '@fuel/db';
import { DayField } from '../../../core/http/field.decorators.js';
import { SupportOrderSearchQuery } from '../dto/support-order-search.query.js';

export const ORDER_EXPORT_FORMATS: readonly OrderExportFormat[] = ['csv', 'xlsx'];

/**
 * Which orders to export (placed from `from` to `to`, both days included) and as what; the site, dealer and
 * status filters are the order search's own fields (PickType keeps their validation).
 */
export class CreateOrderExportInput extends PickType(SupportOrderSearchQuery, [
  'countryId',
  'dealerId',
  'status',
] as const) {
  @DayField({ required: true, example: '2026-10-01' })
  from!: string;

  @DayField({ required: true, example: '2026-10-31' })
  to!: string;

  @ApiProperty({ enum: ORDER_EXPORT_FORMATS })
  @IsIn(ORDER_EXPORT_FORMATS, { message: 'Das Format muss csv oder xlsx sein.' })
  format!: OrderExportFormat;
}
