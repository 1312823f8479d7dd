import { Body, Controller, Get, Header, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated, Permission } from '../../core/auth/auth.decorators.js';
import { Ctx } from '../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { Endpoint } from '../../core/http/endpoint.decorator.js';
import { AccountService } from './account.service.js';
import { SetFavouriteInput } from './dto/set-favourite-dealer.input.js';
import { FavouriteOutput } from './dto/favourite-dealer.output.js';

/** The signed-in customer's order flag and favourite dealers. */
@ApiTags('kunde')
@Controller('api/jwt/kunde')
export class CustomerController {
  constructor(private readonly accounts: AccountService) {}

  @Get('hat-bestellungen')
  @Authenticated()
  @Endpoint({ operationId: 'hasOrders', summary: 'Whether the signed-in user has ever ordered', ok: Boolean })
  // Nest sends a bare boolean as text; the spec's answer is the JSON literal true or false.
  @Header('Content-Type', 'application/json; charset=utf-8')
  hasOrders(@Ctx() ctx: RequestContext): Promise<boolean> {
    return this.accounts.hasAnyOrder(ctx);
  }

  @Post('set/favourite')
  @Permission('account.manage')
  @Endpoint({
    operationId: 'setFavouriteDealer',
    summary: "Mark (State true) or unmark a dealer as the customer's favourite; UserId is the dealer id",
    ok: FavouriteOutput,
    errors: { 404: 'No such dealer' },
  })
  async setFavourite(@Ctx() ctx: RequestContext, @Body() input: SetFavouriteInput): Promise<FavouriteOutput> {
    await this.accounts.setFavouriteDealer(ctx, input.UserId, input.State);
    return { Success: true, State: input.State };
  }
}
