import { Body, Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { AuthUser } from '../../core/auth/auth-user.type.js';
import { Authenticated, CurrentUser, Permission } from '../../core/auth/auth.decorators.js';
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
  hasOrders(@CurrentUser() user: AuthUser): Promise<boolean> {
    return this.accounts.hasAnyOrder(user);
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
  async setFavourite(
    @CurrentUser() user: AuthUser,
    @Body() input: SetFavouriteInput,
  ): Promise<FavouriteOutput> {
    await this.accounts.setFavouriteDealer(user, input.UserId, input.State);
    return { Success: true, State: input.State };
  }
}
