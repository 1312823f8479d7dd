import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../core/config/config.module.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { AuditLog } from '../../core/audit/audit-log.service.js';
import { RateLimiter } from '../../core/auth/rate-limiter.service.js';
import { effectiveRoles } from '../../core/auth/roles.js';
import { impersonatorUserId, type RequestContext } from '../../core/context/request-context.js';
import { TransactionRunner } from '../../core/database/transaction-runner.js';
import { AppException } from '../../core/http/error-response.js';
import { notFound } from '../../core/http/not-found.js';
import { DealerDirectory } from '../dealers/index.js';
import { AccountMails, MailOutbox } from '../mail/index.js';
import { assertAddressZipCodes } from './address-rules.js';
import { profileOf, toAccountUserOutput, toNewAddress } from './account.mapper.js';
import { requireSession } from './caller.util.js';
import { knownAddressKey, signInLimitList, signInLimits } from './domain/abuse-limits.js';
import type { AccountSessionOutput, AccountUserOutput } from './dto/account.output.js';
import type { ChangeEmailInput } from './dto/change-email.input.js';
import type { ChangePasswordInput } from './dto/change-password.input.js';
import type { PersonalDataInput } from './dto/update-personal-data.input.js';
import { EmailTokenService } from './email-token.service.js';
import { OrderHistory } from './order-history.port.js';
import { PasswordService } from './password.service.js';
import { SessionService } from './session.service.js';
import { type ProfileChange, type UserRow, UsersRepository } from './users.repository.js';

const WRONG_PASSWORD = 'Das Kennwort ist nicht korrekt.';

/** The signed-in customer's own data: profile, address book, password, e-mail address. */
@Injectable()
export class AccountService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionService,
    private readonly emailTokens: EmailTokenService,
    private readonly outbox: MailOutbox,
    private readonly mails: AccountMails,
    private readonly orders: OrderHistory,
    private readonly limiter: RateLimiter,
    private readonly runner: TransactionRunner,
    private readonly audit: AuditLog,
    private readonly dealers: DealerDirectory,
  ) {}

  async session(ctx: RequestContext, csrfToken: string): Promise<AccountSessionOutput> {
    const user = ctx.session ? await this.users.findById(ctx.session.id) : undefined;
    const impersonatorId = impersonatorUserId(ctx);
    return {
      LoggedIn: user !== undefined,
      CsrfToken: csrfToken,
      ShowSupportInfo: impersonatorId !== null,
      AllowSupportInfo: impersonatorId !== null,
      OperatingSupportData: impersonatorId !== null ? { StaffUserId: impersonatorId } : null,
      User: user ? await this.profile(user) : null,
    };
  }

  /** Audited when staff (impersonating) or a dealer's or staff member's own account makes the change. */
  async updatePersonalData(ctx: RequestContext, input: PersonalDataInput): Promise<AccountUserOutput> {
    const { id } = requireSession(ctx);
    assertAddressZipCodes((input.Addresses ?? []).map((a, i) => [`Addresses.${i}`, a]));
    const change = profileOf(input);
    const user = await this.runner.transaction(async () => {
      const before = await this.requireUser(id);
      const updated = await this.users.update(id, change);
      if (input.Addresses) {
        await this.users.replaceAddresses(
          id,
          input.Addresses.map((a) => toNewAddress(a, a.Type)),
        );
      }
      const diff = profileDiff(before, change);
      await this.audit.record(ctx, {
        action: 'account.update-personal-data',
        entityType: 'user',
        entityId: id,
        before: diff.before,
        // The address book is replaced as a whole: its size says enough, its rows are the customer's data.
        after: input.Addresses ? { ...diff.after, addresses: input.Addresses.length } : diff.after,
      });
      return updated;
    });
    return this.profile(user);
  }

  /** Other sessions end; the caller's own stays signed in. */
  async changePassword(
    ctx: RequestContext,
    input: ChangePasswordInput,
    clientAddress: string,
  ): Promise<void> {
    assertNotImpersonated(ctx);
    const session = requireSession(ctx);
    const user = await this.requireUser(session.id);
    await this.checkPassword(user, input.CurrentPassword, 'CurrentPassword', clientAddress);
    const passwordHash = await this.passwords.hashNew(input.NewPassword, 'NewPassword', user.email);
    await this.runner.transaction(async () => {
      await this.users.update(user.id, { passwordHash, isGuest: false });
      await this.sessions.revokeOthers(user.id, session.sessionId);
      await this.audit.record(ctx, {
        action: 'account.change-password',
        entityType: 'user',
        entityId: user.id,
      });
    });
  }

  /** Sends the confirm-email-change link to the new address; the change applies when it is followed. */
  async requestEmailChange(
    ctx: RequestContext,
    input: ChangeEmailInput,
    clientAddress: string,
  ): Promise<string> {
    assertNotImpersonated(ctx);
    const session = requireSession(ctx);
    const user = await this.requireUser(session.id);
    await this.checkPassword(user, input.Password, 'Password', clientAddress);
    const email = input.NewEmailAddress.trim().toLowerCase();
    if (email === user.email) {
      throw new AppException(
        HttpStatus.BAD_REQUEST,
        'VALIDATION_FAILED',
        'Das ist bereits Ihre E-Mail-Adresse.',
        [{ field: 'NewEmailAddress', messages: ['Das ist bereits Ihre E-Mail-Adresse.'] }],
      );
    }
    // An address that already has an account gets a note instead of the link, and the caller the same
    // answer: a signed-in customer must not be able to probe which addresses have accounts.
    const owner = await this.users.findByEmail(email);
    const countryId = user.countryId;
    await this.runner.transaction(async () => {
      if (owner) {
        await this.outbox.enqueue(this.mails.emailChangeAttempt({ to: email, countryId, name: owner }));
        return;
      }
      // The requesting session survives the change; the account's other sessions end when it applies.
      const payload = { email, sessionId: session.sessionId };
      const token = await this.emailTokens.issue('confirm-email-change', user.id, payload);
      await this.outbox.enqueue(this.mails.confirmEmailChange({ to: email, countryId, token, name: user }));
    });
    return email;
  }

  hasAnyOrder(ctx: RequestContext): Promise<boolean> {
    return this.orders.hasAnyOrder(requireSession(ctx).id);
  }

  async setFavouriteDealer(ctx: RequestContext, dealerId: number, state: boolean): Promise<void> {
    const { id } = requireSession(ctx);
    if (!(await this.dealers.dealerExists(dealerId))) {
      throw notFound('Diesen Händler gibt es nicht.');
    }
    await this.runner.transaction(async () => {
      await this.users.setFavouriteDealer(id, dealerId, state);
      await this.audit.record(ctx, {
        action: state ? 'account.add-favourite-dealer' : 'account.remove-favourite-dealer',
        entityType: 'user',
        entityId: id,
        after: { dealerId },
      });
    });
  }

  private async profile(user: UserRow): Promise<AccountUserOutput> {
    const [addresses, favouriteDealerIds, hasAnyOrder] = await Promise.all([
      this.users.addressesOf(user.id),
      this.users.favouriteDealerIds(user.id),
      this.orders.hasAnyOrder(user.id),
    ]);
    return toAccountUserOutput(user, {
      roles: effectiveRoles(user, this.config.providerName),
      hasAnyOrder,
      addresses,
      favouriteDealerIds,
    });
  }

  private async requireUser(id: number): Promise<UserRow> {
    const user = await this.users.findById(id);
    if (!user)
      throw new AppException(HttpStatus.UNAUTHORIZED, 'UNAUTHORIZED', 'Das Konto gibt es nicht mehr.');
    return user;
  }

  /** Accounts without a password (guests, password-less) have nothing to confirm; wrong guesses are limited. */
  private async checkPassword(
    user: UserRow,
    password: string | undefined,
    field: string,
    clientAddress: string,
  ): Promise<void> {
    if (!user.passwordHash) return;
    // Counted before the check, as at sign-in, so a burst checks no more passwords than the limits allow.
    const known = await this.limiter.isMarked(knownAddressKey(user.email, clientAddress));
    const limits = signInLimitList(signInLimits(user.email, clientAddress, known));
    await this.limiter.consume(limits);
    if (password && (await this.passwords.verify(user.passwordHash, password))) {
      await this.limiter.release(limits);
      return;
    }
    throw new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', WRONG_PASSWORD, [
      { field, messages: [WRONG_PASSWORD] },
    ]);
  }
}

/** Staff acting as a customer must not take over the account's credentials. */
function assertNotImpersonated(ctx: RequestContext): void {
  if (ctx.onBehalfOf || ctx.session?.isImpersonated) {
    throw new AppException(
      HttpStatus.FORBIDDEN,
      'IMPERSONATION_FORBIDDEN',
      'Kennwort und E-Mail-Adresse kann nur die Kundin oder der Kunde selbst ändern.',
    );
  }
}

export function emailTaken(): AppException {
  return new AppException(
    HttpStatus.CONFLICT,
    'EMAIL_TAKEN',
    'Für diese E-Mail-Adresse besteht bereits ein Kundenkonto.',
  );
}

const PROFILE_FIELDS = [
  'title1',
  'title2',
  'firstName',
  'lastName',
  'company',
  'phone',
] as const satisfies readonly (keyof ProfileChange)[];

/** The profile fields the change alters, before and after (no secrets: the profile holds none). */
function profileDiff(
  user: UserRow,
  change: Required<ProfileChange>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changed = PROFILE_FIELDS.filter((key) => user[key] !== change[key]);
  return {
    before: Object.fromEntries(changed.map((key) => [key, user[key]])),
    after: Object.fromEntries(changed.map((key) => [key, change[key]])),
  };
}
