import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../core/auth/auth.decorators.js';
import { Endpoint } from '../../core/http/endpoint.decorator.js';
import { BulkOrderService } from './bulk-order.service.js';
import { BulkOrderCalculationOutput } from './dto/bulk-order-calculation.output.js';
import { BulkOrderCalculationInput } from './dto/calculate-bulk-order.input.js';

/** POST /api/bulkorder/getBulkOrderCalculation: what each household of a group order pays. */
@ApiTags('bulkorder')
@Controller('api/bulkorder')
export class BulkOrderController {
  constructor(private readonly bulkOrders: BulkOrderService) {}

  @Post('getBulkOrderCalculation')
  @Public()
  @Endpoint({
    operationId: 'getBulkOrderCalculation',
    summary: 'Price per household of a group order',
    ok: BulkOrderCalculationOutput,
    errors: { 404: 'No dealer offers this group order' },
  })
  calculate(@Body() input: BulkOrderCalculationInput): BulkOrderCalculationOutput {
    return this.bulkOrders.calculate(input);
  }
}
