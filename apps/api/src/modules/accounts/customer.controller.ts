import { Body, Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated, Permission } from '../../core/auth/auth.decorators.js';
import { Ctx } from '../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { ErrorResponse } from '../../core/http/error-response.js';
import { AccountService } from './account.service.js';
import { SetFavouriteInput } from './dto/account.input.js';
import { FavouriteOutput } from './dto/account.output.js';

@ApiTags('kunde')
@ApiBadRequestResponse({ type: ErrorResponse, description: 'Invalid input; fieldErrors name the fields' })
@Controller('api/jwt/kunde')
export class CustomerController {
  constructor(private readonly accounts: AccountService) {}

  @Get('hat-bestellungen')
  @Authenticated()
  // Nest sends a bare boolean as text; the spec's answer is the JSON literal true or false.
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiOperation({ operationId: 'hasOrders', summary: 'Whether the signed-in user has ever ordered' })
  @ApiOkResponse({ type: Boolean })
  hasOrders(@Ctx() ctx: RequestContext): Promise<boolean> {
    return this.accounts.hasAnyOrder(ctx);
  }

  @Post('set/favourite')
  @HttpCode(200)
  @Permission('account.manage')
  @ApiOperation({
    operationId: 'setFavouriteDealer',
    summary: "Mark (State true) or unmark a dealer as the customer's favourite; UserId is the dealer id",
  })
  @ApiOkResponse({ type: FavouriteOutput })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such dealer' })
  async setFavourite(@Ctx() ctx: RequestContext, @Body() input: SetFavouriteInput): Promise<FavouriteOutput> {
    await this.accounts.setFavouriteDealer(ctx, input.UserId, input.State);
    return { Success: true, State: input.State };
  }
}
