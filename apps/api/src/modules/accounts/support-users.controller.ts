import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../core/auth/auth-user.type.js';
import { CurrentUser, Permission } from '../../core/auth/auth.decorators.js';
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
  async lock(@CurrentUser() staff: AuthUser, @Param('userId') userId: string): Promise<MessageOutput> {
    await this.locks.lock(staff, parseUserId(userId));
    return { Success: true, Message: 'Das Konto ist gesperrt; alle Anmeldungen wurden beendet.' };
  }

  @Post(':userId/unlock')
  @HttpCode(200)
  @Permission('users.lock')
  @ApiOperation({ operationId: 'unlockUser', summary: 'Unlock an account: it can sign in again' })
  @ApiParam({ name: 'userId', type: Number })
  @ApiOkResponse({ type: MessageOutput })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such account' })
  async unlock(@CurrentUser() staff: AuthUser, @Param('userId') userId: string): Promise<MessageOutput> {
    await this.locks.unlock(staff, parseUserId(userId));
    return { Success: true, Message: 'Das Konto ist entsperrt.' };
  }
}
