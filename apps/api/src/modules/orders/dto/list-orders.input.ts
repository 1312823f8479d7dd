import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ORDER_STATUSES, type OrderStatus } from '@fuel/domain';

export class OrderStatusQuery {
  @ApiPropertyOptional({ enum: ORDER_STATUSES })
  @IsOptional()
  @IsIn(ORDER_STATUSES, {
    message: `Der Bestellstatus muss einer dieser Werte sein: ${ORDER_STATUSES.join(', ')}.`,
  })
  status?: OrderStatus;
}
