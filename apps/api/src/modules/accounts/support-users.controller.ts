import { Body, Controller, Get, Param, Post, Put, Query, UseInterceptors } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { Permission } from '../../core/auth/auth.decorators.js';
import { RetryAfterInterceptor } from '../../core/auth/retry-after.interceptor.js';
import { Ctx } from '../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { Endpoint } from '../../core/http/endpoint.decorator.js';
import { AccountLockService } from './account-lock.service.js';
import { ChangeUserEmailInput } from './dto/change-user-email.input.js';
import { MessageOutput } from './dto/message.output.js';
import { SearchUsersQuery } from './dto/search-users.input.js';
import { SetUserRolesInput } from './dto/set-user-roles.input.js';
import { SupportUserOutput, SupportUserPageOutput } from './dto/support-user.output.js';
import { UpdateSupportUserInput } from './dto/update-support-user.input.js';
import { parseUserId } from './impersonation.controller.js';
import { SupportUserEmailService } from './support-user-email.service.js';
import { SupportUserRolesService } from './support-user-roles.service.js';
import { SupportUsersService } from './support-users.service.js';

/** The back office's users: search, the user page, changes, lock and unlock (admin and customer support). */
@ApiTags('support')
@Controller('api/support/users')
export class SupportUsersController {
  constructor(
    private readonly locks: AccountLockService,
    private readonly supportUsers: SupportUsersService,
    private readonly roles: SupportUserRolesService,
    private readonly emails: SupportUserEmailService,
  ) {}

  @Get()
  @Permission('users.view')
  @Endpoint({
    operationId: 'searchUsers',
    summary: 'Search users by e-mail or name prefix, customer number, role, site and guest flag (50 a page)',
    ok: SupportUserPageOutput,
  })
  search(@Query() query: SearchUsersQuery): Promise<SupportUserPageOutput> {
    return this.supportUsers.search(query);
  }

  @Get(':userId')
  @Permission('users.view')
  @Endpoint({
    operationId: 'getSupportUser',
    summary: "A user with the newest of their orders (the back office's user page)",
    ok: SupportUserOutput,
    errors: { 404: 'No such user' },
  })
  @ApiParam({ name: 'userId', type: Number })
  get(@Param('userId') userId: string): Promise<SupportUserOutput> {
    return this.supportUsers.get(parseUserId(userId));
  }

  @Put(':userId')
  @Permission('users.edit')
  @Endpoint({
    operationId: 'updateSupportUser',
    summary: "Change a user's names, titles and mex flag (audited)",
    ok: SupportUserOutput,
    errors: { 404: 'No such user' },
  })
  @ApiParam({ name: 'userId', type: Number })
  update(
    @Ctx() ctx: RequestContext,
    @Param('userId') userId: string,
    @Body() input: UpdateSupportUserInput,
  ): Promise<SupportUserOutput> {
    return this.supportUsers.update(ctx, parseUserId(userId), input);
  }

  @Put(':userId/roles')
  @Permission('users.roles')
  @Endpoint({
    operationId: 'setUserRoles',
    summary:
      "Set an account's staff roles and dealer link (admin; not one's own, never the last admin's admin); its sessions end (audited)",
    ok: SupportUserOutput,
    errors: {
      404: 'No such user',
      409: 'A guest, or taking admin from the last admin who can sign in',
    },
  })
  @ApiParam({ name: 'userId', type: Number })
  async setRoles(
    @Ctx() ctx: RequestContext,
    @Param('userId') userId: string,
    @Body() input: SetUserRolesInput,
  ): Promise<SupportUserOutput> {
    const id = parseUserId(userId);
    await this.roles.setRoles(ctx, id, input);
    return this.supportUsers.get(id);
  }

  @Post(':userId/password-reset')
  @Permission('users.edit')
  @Endpoint({
    operationId: 'sendUserPasswordReset',
    summary: 'Send the user the password-reset mail (audited)',
    ok: MessageOutput,
    errors: { 404: 'No such user', 409: 'A guest has no password' },
  })
  @ApiParam({ name: 'userId', type: Number })
  async sendPasswordReset(
    @Ctx() ctx: RequestContext,
    @Param('userId') userId: string,
  ): Promise<MessageOutput> {
    await this.supportUsers.sendPasswordReset(ctx, parseUserId(userId));
    return { Success: true, Message: 'Der Link zum Zurücksetzen des Kennworts ist unterwegs.' };
  }

  @Post(':userId/confirmation-mail')
  @Permission('users.edit')
  @Endpoint({
    operationId: 'resendUserConfirmation',
    summary:
      'Send an unconfirmed account the confirmation mail again with a new link; earlier links expire (audited)',
    ok: MessageOutput,
    errors: {
      404: 'No such user',
      409: 'A guest, an account already confirmed or a locked account',
      429: 'A confirmation mail went to this account in the last 5 minutes (or 5 today)',
    },
  })
  @ApiParam({ name: 'userId', type: Number })
  @UseInterceptors(RetryAfterInterceptor)
  async resendConfirmation(
    @Ctx() ctx: RequestContext,
    @Param('userId') userId: string,
  ): Promise<MessageOutput> {
    await this.supportUsers.resendConfirmation(ctx, parseUserId(userId));
    return {
      Success: true,
      Message: 'Die Bestätigungs-Mail ist unterwegs; frühere Links gelten nicht mehr.',
    };
  }

  @Post(':userId/email-change')
  @Permission('users.edit')
  @Endpoint({
    operationId: 'requestUserEmailChange',
    summary:
      'Move an account to a new address: it applies when the owner follows the link mailed there; the old address is told (audited)',
    ok: MessageOutput,
    errors: {
      404: 'No such user',
      409: 'A guest, or an address another account has',
      429: 'Five changes of this account in the last hour',
    },
  })
  @ApiParam({ name: 'userId', type: Number })
  @UseInterceptors(RetryAfterInterceptor)
  async requestEmailChange(
    @Ctx() ctx: RequestContext,
    @Param('userId') userId: string,
    @Body() input: ChangeUserEmailInput,
  ): Promise<MessageOutput> {
    const email = await this.emails.requestChange(ctx, parseUserId(userId), input);
    return {
      Success: true,
      Message: `Der Bestätigungslink ist an ${email} unterwegs; bis er bestätigt ist, gilt die bisherige Adresse.`,
    };
  }

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
