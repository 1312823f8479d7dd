import { HttpStatus, Injectable } from '@nestjs/common';
import type { CountryId } from '@fuel/domain';
import { CacheService } from '../../core/cache/cache.service.js';
import { RateLimiter } from '../../core/auth/rate-limiter.service.js';
import { AppException } from '../../core/http/error-response.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { AccountMails } from '../mail/templates/account-mails.js';
import { assertAddressZipCodes } from './address-rules.js';
import { toNewAddress } from './account.mapper.js';
import { registrationLimits } from './domain/abuse-limits.js';
import { sha256 } from './domain/secret-token.util.js';
import type { RegisterInput } from './dto/register.input.js';
import type { RegistrationDataInput } from './dto/registration-data.input.js';
import { EmailTokenService } from './email-token.service.js';
import { PasswordService } from './password.service.js';
import { type IssuedSession, SessionService } from './session.service.js';
import { type NewAddress, UsersRepository } from './users.repository.js';

/** How long a half-filled registration form is kept (per reg_session cookie). */
export const REGISTRATION_DATA_TTL_SECONDS = 3_600;

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
  ) {}

  /**
   * Creates the account (or upgrades a guest with the same address), signs it in and enqueues the
   * confirm-request mail in the same transaction. Guests exist only within an order.
   */
  async register(input: RegisterInput, clientAddress: string): Promise<IssuedSession> {
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
    const profile = {
      title1: input.Title1 ?? null,
      title2: input.Title2 ?? null,
      firstName: input.FirstName.trim(),
      lastName: input.LastName.trim(),
      company: input.Company?.trim() || null,
      phone: input.Phone?.trim() || null,
      countryId,
    };

    return this.users.db.transaction(async (tx) => {
      const existing = await this.users.findByEmail(email, tx);
      if (existing && !existing.isGuest) {
        throw new AppException(
          HttpStatus.CONFLICT,
          'EMAIL_TAKEN',
          'Für diese E-Mail-Adresse besteht bereits ein Kundenkonto. Bitte melden Sie sich an.',
        );
      }
      // A guest who registers keeps the row (and later the orders) but must confirm the address again.
      const user = existing
        ? await this.users.update(tx, existing.id, {
            ...profile,
            isGuest: asGuest,
            passwordHash,
            emailConfirmedAt: asGuest ? existing.emailConfirmedAt : null,
          })
        : await this.users.insert(tx, { email, ...profile, isGuest: asGuest, passwordHash });
      if (addresses.length > 0) await this.users.replaceAddresses(tx, user.id, addresses);
      const token = await this.emailTokens.issue(tx, 'confirm-request', user.id);
      await this.outbox.enqueue(
        tx,
        this.mails.confirmRequest({ to: user.email, countryId, token, name: user }),
      );
      return this.sessions.start(tx, user);
    });
  }

  async keepRegistrationData(sessionKey: string, data: RegistrationDataInput): Promise<void> {
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
