import { HttpStatus, Injectable } from '@nestjs/common';
import { siteReturnPathOrNull } from '@fuel/domain';
import type { RequestContext } from '../../core/context/request-context.js';
import { DomainEvents } from '../../core/events/domain-events.js';
import { AppException } from '../../core/http/error-response.js';
import type { LinkSignIn } from './confirmation.service.js';
import { passwordProblem } from './domain/password-policy.js';
import type { SetPasswordInput } from './dto/set-password.input.js';
import { EmailTokenService } from './email-token.service.js';
import { OrderHistory } from './order-history.port.js';
import { PasswordService } from './password.service.js';
import { SessionService } from './session.service.js';
import { UsersRepository } from './users.repository.js';

/**
 * The claim-guest link: its opener owns the mailbox of guest orders and of an account with that address.
 * Setting a password with it confirms the account, has the orders of the guest rows named in the link moved
 * into it (the orders module does, on 'accounts.guest-orders-claimed', in this transaction), ends every session of the account and of those guest rows (a registrant who is not the owner
 * loses what they had) and signs the opener in. Nothing happens while the link lies unused.
 */
@Injectable()
export class GuestClaimService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionService,
    private readonly emailTokens: EmailTokenService,
    private readonly orders: OrderHistory,
    private readonly events: DomainEvents,
  ) {}

  async claim(ctx: RequestContext, input: SetPasswordInput): Promise<LinkSignIn & { movedOrders: number }> {
    // Hashed before the token is spent; a refused password rolls the transaction back and the link stays usable.
    const passwordHash = await this.passwords.hashNew(input.Password, 'Password');
    return this.emailTokens.consume('claim-guest', input.Token, async (row, now) => {
      const account = await this.users.findById(row.userId);
      const sentTo = row.payload['email'];
      // The link was sent to the address the guest rows and the account had then; if the account's address
      // changed since, the link's mailbox is not the account's any more.
      if (!account || account.isGuest || typeof sentTo !== 'string' || account.email !== sentTo) {
        throw new AppException(HttpStatus.NOT_FOUND, 'TOKEN_INVALID', 'Dieser Link ist ungültig.');
      }
      const problem = passwordProblem(input.Password, account.email);
      if (problem) {
        throw new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', problem, [
          { field: 'Password', messages: [problem] },
        ]);
      }
      const named = row.payload['guestIds'];
      const guestIds = await this.users.guestIdsAmong(
        Array.isArray(named) ? named.filter((id): id is number => Number.isInteger(id)) : [],
        sentTo,
      );
      const user = await this.users.update(account.id, {
        passwordHash,
        emailConfirmedAt: account.emailConfirmedAt ?? now,
      });
      // The orders module moves the orders in this transaction: if it fails, nothing is claimed.
      const movedOrders = await this.orders.orderCount(guestIds);
      if (guestIds.length > 0) {
        await this.events.publish('accounts.guest-orders-claimed', {
          fromUserIds: guestIds,
          toUserId: account.id,
        });
      }
      for (const userId of [account.id, ...guestIds]) await this.sessions.revokeAll(userId, now);
      return {
        session: user.lockedAt ? null : await this.sessions.start(user),
        returnUrl: siteReturnPathOrNull(row.payload['returnUrl']),
        hasPassword: true,
        movedOrders,
      };
    });
  }
}
