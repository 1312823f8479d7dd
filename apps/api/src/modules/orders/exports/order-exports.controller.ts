import { Body, Controller, Get, Param, Post, StreamableFile } from '@nestjs/common';
import { ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Permission } from '../../../core/auth/auth.decorators.js';
import { Ctx } from '../../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../../core/context/request-context.js';
import { uuidPipe } from '../../../core/http/database-id.pipe.js';
import { Endpoint } from '../../../core/http/endpoint.decorator.js';
import { ORDER_EXPORT_CONTENT_TYPES } from './order-export-file.js';
import { CreateOrderExportInput } from './order-export.input.js';
import { OrderExportOutput } from './order-export.output.js';
import { exportNotFound, OrderExportsService } from './order-exports.service.js';

/** An id that cannot be an export's is an export that does not exist. */
const EXPORT_ID_PIPE = uuidPipe(exportNotFound);

/** Order exports of the back office (Financial, Admin): queued, written by a job, downloaded when done. */
@ApiTags('support')
@Controller('api/support/order-exports')
export class OrderExportsController {
  constructor(private readonly exports: OrderExportsService) {}

  @Post()
  @Permission('orders.export')
  @Endpoint({
    operationId: 'createOrderExport',
    summary:
      'Queues an export of the orders placed in a period (optionally one site, dealer, status) as CSV or XLSX; the same filters again within a minute answer the export already queued',
    status: 201,
    ok: OrderExportOutput,
    errors: { 422: 'A reversed or over-long period' },
  })
  create(@Ctx() ctx: RequestContext, @Body() input: CreateOrderExportInput): Promise<OrderExportOutput> {
    return this.exports.create(ctx, input);
  }

  @Get()
  @Permission('orders.export')
  @Endpoint({
    operationId: 'listOrderExports',
    summary: "The caller's 20 newest exports with their progress",
    ok: [OrderExportOutput],
  })
  list(@Ctx() ctx: RequestContext): Promise<OrderExportOutput[]> {
    return this.exports.recent(ctx);
  }

  @Get(':exportId/file')
  @Permission('orders.export')
  @Endpoint({
    operationId: 'downloadOrderExport',
    summary: "A finished export's file (its requester or an admin); the download is audited",
    okDescription: 'The CSV or XLSX file as an attachment',
    errors: {
      404: 'No such export (or another user’s, or one the clean-up deleted)',
      409: 'Not finished yet',
      410: 'LINK_EXPIRED: the export is past its retention (7 days) or its file is gone',
    },
  })
  @ApiProduces(ORDER_EXPORT_CONTENT_TYPES.csv, ORDER_EXPORT_CONTENT_TYPES.xlsx)
  @ApiParam({ name: 'exportId', format: 'uuid' })
  file(
    @Ctx() ctx: RequestContext,
    @Param('exportId', EXPORT_ID_PIPE) exportId: string,
  ): Promise<StreamableFile> {
    return this.exports.file(ctx, exportId);
  }
}
