import { Body, Controller, Delete, Get, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Permission } from '../../core/auth/auth.decorators.js';
import { Ctx } from '../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { Endpoint } from '../../core/http/endpoint.decorator.js';
import { CalculatorParametersService } from './calculator-parameters.service.js';
import {
  CalculatorParametersInput,
  CalculatorParametersOutput,
  CalculatorParametersQuery,
} from './dto/calculator-parameters.dto.js';

/** /support/parameter-requirement (admin): the calculator's option catalogue per site and product group. */
@ApiTags('back office')
@Controller('api/support/calculator-parameters')
export class CalculatorParametersController {
  constructor(private readonly parameters: CalculatorParametersService) {}

  @Get()
  @Permission('calculator.configure')
  @Endpoint({
    operationId: 'getCalculatorParameters',
    summary: 'The option catalogue of a site and product group, back-office overrides marked',
    ok: CalculatorParametersOutput,
  })
  get(@Query() query: CalculatorParametersQuery): Promise<CalculatorParametersOutput> {
    return this.parameters.get(query.countryId, query.productGroupId);
  }

  @Put()
  @Permission('calculator.configure')
  @Endpoint({
    operationId: 'saveCalculatorParameters',
    summary:
      'Stores the overrides (offered groups and options, defaults, labels, options a dealer must deliver to be listed); the calculator uses them within seconds (audited)',
    ok: CalculatorParametersOutput,
  })
  save(
    @Ctx() ctx: RequestContext,
    @Query() query: CalculatorParametersQuery,
    @Body() input: CalculatorParametersInput,
  ): Promise<CalculatorParametersOutput> {
    return this.parameters.save(ctx, query.countryId, query.productGroupId, input);
  }

  @Delete()
  @Permission('calculator.configure')
  @Endpoint({
    operationId: 'resetCalculatorParameters',
    summary: 'Drops the overrides: the site and product group use the code catalogue again (audited)',
    status: 204,
  })
  reset(@Ctx() ctx: RequestContext, @Query() query: CalculatorParametersQuery): Promise<void> {
    return this.parameters.reset(ctx, query.countryId, query.productGroupId);
  }
}
