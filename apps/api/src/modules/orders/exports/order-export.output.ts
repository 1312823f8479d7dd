import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { COUNTRY_IDS, type CountryId, ORDER_STATUSES, type OrderStatus } from '@fuel/domain';
import type { OrderExportFormat, OrderExportStatus } from '@fuel/db';
import { ORDER_EXPORT_FORMATS } from './order-export.input.js';

const STATUSES: readonly OrderExportStatus[] = ['queued', 'running', 'done', 'failed'];

export class OrderExportFiltersOutput {
  @ApiProperty({ format: 'date' })
  from!: string;

  @ApiProperty({ format: 'date' })
  to!: string;

  @ApiPropertyOptional({ enum: COUNTRY_IDS })
  countryId?: CountryId;

  @ApiPropertyOptional()
  dealerId?: number;

  @ApiPropertyOptional({ enum: ORDER_STATUSES })
  status?: OrderStatus;
}

export class OrderExportOutput {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: OrderExportFiltersOutput })
  filters!: OrderExportFiltersOutput;

  @ApiProperty({ enum: ORDER_EXPORT_FORMATS })
  format!: OrderExportFormat;

  @ApiProperty({ enum: STATUSES, enumName: 'OrderExportStatus' })
  status!: OrderExportStatus;

  @ApiProperty()
  rowsWritten!: number;

  @ApiProperty({ type: Number, nullable: true, description: 'Matching orders; null until the job starts' })
  total!: number | null;

  @ApiProperty({ description: 'Whole percent done (0–100)' })
  percent!: number;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  finishedAt!: string | null;
}
