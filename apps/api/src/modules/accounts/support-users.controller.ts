import { Controller, Param, Post } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { Permission } from '../../core/auth/auth.decorators.js';
import { Ctx } from '../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { Endpoint } from '../../core/http/endpoint.decorator.js';
import { AccountLockService } from './account-lock.service.js';
import { MessageOutput } from './dto/message.output.js';
import { parseUserId } from './impersonation.controller.js';

/** Support locking and unlocking customer accounts (admin and customer support). */
@ApiTags('support')
@Controller('api/support/users')
export class SupportUsersController {
  constructor(private readonly locks: AccountLockService) {}

  @Post(':userId/lock')
  @Permission('users.lock')
  @Endpoint({
    operationId: 'lockUser',
    summary: 'Lock an account: no sign-in or refresh, every session (and its access tokens) ends at once',
    ok: MessageOutput,
    errors: { 404: 'No such account' },
  })
  @ApiParam({ name: 'userId', type: Number })
  async lock(@Ctx() ctx: RequestContext, @Param('userId') userId: string): Promise<MessageOutput> {
    await this.locks.lock(ctx, parseUserId(userId));
    return { Success: true, Message: 'Das Konto ist gesperrt; alle Anmeldungen wurden beendet.' };
  }

  @Post(':userId/unlock')
  @Permission('users.lock')
  @Endpoint({
    operationId: 'unlockUser',
    summary: 'Unlock an account: it can sign in again',
    ok: MessageOutput,
    errors: { 404: 'No such account' },
  })
  @ApiParam({ name: 'userId', type: Number })
  async unlock(@Ctx() ctx: RequestContext, @Param('userId') userId: string): Promise<MessageOutput> {
    await this.locks.unlock(ctx, parseUserId(userId));
    return { Success: true, Message: 'Das Konto ist entsperrt.' };
  }
}
