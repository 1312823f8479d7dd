import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type CountryId, DEFAULT_COUNTRY_ID, countryById, isCountryId } from '@fuel/domain';
import {
  AccountMails,
  type DeferredMailRequest,
  DeferredMails,
  MailOutbox,
  type OutgoingMail,
} from '../mail/index.js';
import { EmailTokenService } from './email-token.service.js';
import { UsersRepository } from './users.repository.js';

/** The outbox kind of a reset request; the worker turns it into a 'reset-password' mail or drops it. */
export const PASSWORD_RESET_REQUESTED = 'password-reset-requested';

/**
 * The reset mail is written by the mail worker, not by the request: the request queues the same outbox row
 * whether or not an account exists (no lookup, no token, no branch to time), and the worker looks the
 * address up, issues the link and writes the mail, or drops the row when there is no account.
 */
@Injectable()
export class PasswordResetMail implements OnModuleInit {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly deferred: DeferredMails,
    private readonly mails: AccountMails,
    private readonly users: UsersRepository,
    private readonly emailTokens: EmailTokenService,
  ) {}

  onModuleInit(): void {
    this.deferred.register(PASSWORD_RESET_REQUESTED, (request) => this.render(request));
  }

  /** `countryId`: the site the request came from; without it, the account's own site. */
  async request(email: string, countryId: CountryId | undefined): Promise<void> {
    await this.outbox.enqueueDeferred({
      template: PASSWORD_RESET_REQUESTED,
      to: email,
      site: countryById(countryId ?? DEFAULT_COUNTRY_ID).code,
      payload: countryId ? { countryId } : {},
    });
  }

  /** Runs in the worker's transaction that stores the mail (MailOutboxRepository.resolveDeferred). */
  private async render(request: DeferredMailRequest): Promise<OutgoingMail | null> {
    const user = await this.users.findByEmail(request.to);
    if (!user) return null;
    const token = await this.emailTokens.issue('reset-password', user.id);
    const requested = request.payload['countryId'];
    const countryId = isCountryId(requested) ? requested : user.countryId;
    return this.mails.resetPassword({ to: user.email, countryId, token, name: user });
  }
}
