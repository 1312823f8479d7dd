import { HttpStatus, Injectable } from '@nestjs/common';
import type { CountryId } from '@fuel/domain';
import { CacheService } from '../../core/cache/cache.service.js';
import { RateLimiter } from '../../core/auth/rate-limiter.service.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { TransactionRunner } from '../../core/database/transaction-runner.js';
import { AppException } from '../../core/http/error-response.js';
import { AccountMails, MailOutbox } from '../mail/index.js';
import { assertAddressZipCodes } from './address-rules.js';
import { profileOf, toNewAddress } from './account.mapper.js';
import { registrationLimits } from './domain/abuse-limits.js';
import { sha256 } from './domain/secret-token.util.js';
import type { RegisterInput } from './dto/register-account.input.js';
import type { RegistrationDataInput } from './dto/keep-registration-data.input.js';
import { EmailTokenService } from './email-token.service.js';
import { PasswordService } from './password.service.js';
import { type IssuedSession, SessionService } from './session.service.js';
import { type NewAddress, UsersRepository } from './users.repository.js';

/** How long a half-filled registration form is kept (per reg_session cookie). */
export const REGISTRATION_DATA_TTL_SECONDS = 3_600;

const GUEST_CHECKOUT = 'Sie bestellen als Gast.';

/** The one answer of every customer registration, whatever the address has. */
export function registrationMailed(email: string): string {
  return `Wir haben Ihnen eine E-Mail an ${email} gesendet. Bitte öffnen Sie den Link darin, um Ihr Kundenkonto zu bestätigen.`;
}

/** `session` only for a guest checkout. */
export interface RegistrationResult {
  session: IssuedSession | null;
  message: string;
}

@Injectable()
export class RegistrationService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionService,
    private readonly emailTokens: EmailTokenService,
    private readonly outbox: MailOutbox,
    private readonly mails: AccountMails,
    private readonly limiter: RateLimiter,
    private readonly cache: CacheService,
    private readonly runner: TransactionRunner,
  ) {}

  /**
   * A guest checkout gets a guest row of its own and is signed in. A customer registration is never signed in
   * and always answers the same, with the same work (password hashed, one transaction, one mail), so neither
   * the answer nor its timing tells whether the address has an account or guest orders:
   * - no account: the unconfirmed account is created; its confirm-request link signs the confirmer in. With
   *   guest rows at the address the mail carries a claim-guest link instead, which also moves their orders.
   * - an account: nothing changes; its owner gets a registration-attempt mail (with a claim-guest link when
   *   guest rows exist).
   */
  async register(
    ctx: RequestContext,
    input: RegisterInput,
    clientAddress: string,
  ): Promise<RegistrationResult> {
    const asGuest = input.AsGuest === true;
    if (asGuest && input.ForOrder !== true)
      throw badField('AsGuest', 'Als Gast bestellen ist nur im Bestellablauf möglich.');
    if (asGuest && input.Password) throw badField('Password', 'Gäste haben kein Kennwort.');
    assertAddressZipCodes([
      ['DeliveryAddress', input.DeliveryAddress],
      ['InvoiceAddress', input.InvoiceAddress],
    ]);
    await this.limiter.consume(registrationLimits(clientAddress));
    const email = input.EmailAddress.trim().toLowerCase();
    const passwordHash = input.Password
      ? await this.passwords.hashNew(input.Password, 'Password', email)
      : null;
    const countryId: CountryId = input.CountryId ?? 1;
    const addresses: NewAddress[] = [
      ...(input.DeliveryAddress ? [toNewAddress(input.DeliveryAddress, 'delivery')] : []),
      ...(input.InvoiceAddress ? [toNewAddress(input.InvoiceAddress, 'invoice')] : []),
    ];
    const profile = { email, ...profileOf(input), countryId };

    if (asGuest) {
      // Every guest checkout is a row of its own: nothing of an earlier guest or an account is reachable.
      const session = await this.runner.transaction(async () => {
        const guest = await this.users.insert({ ...profile, isGuest: true, passwordHash: null });
        if (addresses.length > 0) await this.users.replaceAddresses(guest.id, addresses);
        const token = await this.emailTokens.issue('confirm-request', guest.id, { email });
        await this.outbox.enqueue(this.mails.confirmRequest({ to: email, countryId, token, name: guest }));
        return this.sessions.start(guest);
      });
      return { session, message: GUEST_CHECKOUT };
    }

    const returnUrl = input.ReturnUrl ?? null;
    await this.runner.transaction(async () => {
      const guestIds = await this.users.guestIdsByEmail(email);
      // The insert yields nothing when the address has an account, also one a concurrent call just created.
      const account = await this.users.insertAccount({ ...profile, passwordHash });
      if (!account) {
        const owner = await this.users.findByEmail(email);
        if (!owner) throw new Error(`account of ${email} vanished`);
        const token =
          guestIds.length > 0
            ? await this.emailTokens.issue('claim-guest', owner.id, { email, guestIds, returnUrl })
            : null;
        await this.outbox.enqueue(
          this.mails.registrationAttempt({
            to: email,
            countryId: owner.countryId,
            token,
            name: owner,
          }),
        );
        return;
      }
      if (addresses.length > 0) await this.users.replaceAddresses(account.id, addresses);
      if (guestIds.length > 0) {
        const token = await this.emailTokens.issue('claim-guest', account.id, {
          email,
          guestIds,
          returnUrl,
        });
        await this.outbox.enqueue(
          this.mails.claimGuestOrders({ to: email, countryId, token, name: account }),
        );
        return;
      }
      const token = await this.emailTokens.issue('confirm-request', account.id, { email, returnUrl });
      await this.outbox.enqueue(this.mails.confirmRequest({ to: email, countryId, token, name: account }));
    });
    return { session: null, message: registrationMailed(email) };
  }

  async keepRegistrationData(
    ctx: RequestContext,
    sessionKey: string,
    data: RegistrationDataInput,
  ): Promise<void> {
    await this.cache.set(cacheKey(sessionKey), data, REGISTRATION_DATA_TTL_SECONDS);
  }

  async registrationData(sessionKey: string | undefined): Promise<RegistrationDataInput | null> {
    if (!sessionKey) return null;
    return (await this.cache.get<RegistrationDataInput>(cacheKey(sessionKey))) ?? null;
  }
}

function cacheKey(sessionKey: string): string {
  return `accounts:registration:${sha256(sessionKey)}`;
}

function badField(field: string, message: string): AppException {
  return new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, [
    { field, messages: [message] },
  ]);
}
