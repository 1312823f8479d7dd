import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Permission } from '../../core/auth/auth.decorators.js';
import { Ctx } from '../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { ErrorResponse } from '../../core/http/error-response.js';
import { AccountLockService } from './account-lock.service.js';
import { MessageOutput } from './dto/session.output.js';
import { parseUserId } from './impersonation.controller.js';

/** Support locking and unlocking customer accounts (admin and customer support). */
@ApiTags('support')
@Controller('api/support/users')
export class SupportUsersController {
  constructor(private readonly locks: AccountLockService) {}

  @Post(':userId/lock')
  @HttpCode(200)
  @Permission('users.lock')
  @ApiOperation({
    operationId: 'lockUser',
    summary: 'Lock an account: no sign-in or refresh, every session (and its access tokens) ends at once',
  })
  @ApiParam({ name: 'userId', type: Number })
  @ApiOkResponse({ type: MessageOutput })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such account' })
  async lock(@Ctx() ctx: RequestContext, @Param('userId') userId: string): Promise<MessageOutput> {
    await this.locks.lock(ctx, parseUserId(userId));
    return { Success: true, Message: 'Das Konto ist gesperrt; alle Anmeldungen wurden beendet.' };
  }

  @Post(':userId/unlock')
  @HttpCode(200)
  @Permission('users.lock')
  @ApiOperation({ operationId: 'unlockUser', summary: 'Unlock an account: it can sign in again' })
  @ApiParam({ name: 'userId', type: Number })
  @ApiOkResponse({ type: MessageOutput })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such account' })
  async unlock(@Ctx() ctx: RequestContext, @Param('userId') userId: string): Promise<MessageOutput> {
    await this.locks.unlock(ctx, parseUserId(userId));
    return { Success: true, Message: 'Das Konto ist entsperrt.' };
  }
}
