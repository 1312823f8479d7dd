import { randomBytes, randomInt } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { eq } from 'drizzle-orm';
import { dealers, emailTokens } from '@fuel/db';
import type { EmailTokenPurpose } from '@fuel/domain/accounts';
import request from 'supertest';
import { DatabaseService } from '../../core/database/database.service.js';
import { AUTH_COOKIES } from '../../core/auth/auth-cookies.js';
import { sha256 } from './domain/secret-token.util.js';
import { EmailTokenService } from './email-token.service.js';
import { PasswordService } from './password.service.js';
import { SessionService } from './session.service.js';
import { type UserRow, UsersRepository } from './users.repository.js';

/** Test helpers of the accounts e2e specs: users with random e-mails, sign-in, cookie handling. */

export const TEST_PASSWORD = 'Heizoel-Test-2026!';

export function randomEmail(prefix = 'kunde'): string {
  return `${prefix}-${randomBytes(6).toString('hex')}@example.test`;
}

/** A client address of its own per test, sent as X-Forwarded-For (the API trusts loopback proxies). */
export function randomClientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export interface TestUserOptions {
  roles?: string[];
  password?: string | null;
  isGuest?: boolean;
  hasMexEnabled?: boolean;
  dealerId?: number | null;
  email?: string;
}

export async function createUser(
  app: NestExpressApplication,
  options: TestUserOptions = {},
): Promise<UserRow> {
  const users = app.get(UsersRepository);
  const password = options.password === undefined ? TEST_PASSWORD : options.password;
  const passwordHash = password ? await app.get(PasswordService).hashNew(password, 'Password') : null;
  return users.insert({
    email: options.email ?? randomEmail(),
    passwordHash,
    title1: 'Frau',
    firstName: 'Erika',
    lastName: 'Mustermann',
    roles: options.roles ?? [],
    isGuest: options.isGuest ?? false,
    hasMexEnabled: options.hasMexEnabled ?? false,
    dealerId: options.dealerId ?? null,
  });
}

export async function createDealer(app: NestExpressApplication): Promise<number> {
  const [row] = await app
    .get(DatabaseService)
    .db.insert(dealers)
    .values({
      countryId: 1,
      name: `Test-Händler ${randomBytes(3).toString('hex')}`,
      contactName: 'Test',
      email: 'dealer@example.test',
      phone: '+49 89 1',
      street: 'Teststraße 1',
      zipCode: '80331',
      city: 'München',
    })
    .returning({ id: dealers.id });
  return (row as { id: number }).id;
}

/** The raw token of a new e-mail link, as its mail would carry it. */
export function issueEmailToken(
  app: NestExpressApplication,
  purpose: EmailTokenPurpose,
  userId: number,
  payload?: Record<string, unknown>,
): Promise<string> {
  return app.get(EmailTokenService).issue(purpose, userId, payload);
}

/** Lets an e-mail link expire a second ago. */
export async function expireEmailToken(app: NestExpressApplication, token: string): Promise<void> {
  await app
    .get(DatabaseService)
    .db.update(emailTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(emailTokens.tokenHash, sha256(token)));
}

/** Cookies set by a response, by name (the last value wins; an emptied cookie reads as ''). */
export function setCookies(res: request.Response): Record<string, string> {
  const header = res.headers['set-cookie'] as unknown as string[] | string | undefined;
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return Object.fromEntries(
    lines.map((line) => {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      return [pair.slice(0, index), decodeURIComponent(pair.slice(index + 1))];
    }),
  );
}

export function setCookieLine(res: request.Response, name: string): string | undefined {
  const header = res.headers['set-cookie'] as unknown as string[] | undefined;
  return header?.find((line) => line.startsWith(`${name}=`));
}

export function cookieHeader(cookies: Record<string, string | undefined>): string {
  return Object.entries(cookies)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(value as string)}`)
    .join('; ');
}

export interface SignedIn {
  token: string;
  refreshToken: string;
  csrfToken: string;
  /** Cookie header carrying token, refresh and CSRF cookies, as a browser would send them. */
  cookie: string;
}

export async function signIn(
  app: NestExpressApplication,
  email: string,
  password = TEST_PASSWORD,
): Promise<SignedIn> {
  const res = await request(app.getHttpServer())
    .post('/api/account/jwt/anmelden')
    .set('X-Forwarded-For', randomClientAddress())
    .send({ UserName: email, Password: password })
    .expect(200);
  return sessionFrom(res);
}

/**
 * A session of any user row without a password, as a guest checkout gets one: sign-in never finds a guest
 * row (it looks up the account of an address).
 */
export async function sessionFor(app: NestExpressApplication, user: UserRow): Promise<SignedIn> {
  const session = await app.get(SessionService).start(user);
  return {
    token: session.token,
    refreshToken: session.refreshToken,
    csrfToken: session.csrfToken,
    cookie: cookieHeader({
      [AUTH_COOKIES.token]: session.token,
      [AUTH_COOKIES.refresh]: session.refreshToken,
      [AUTH_COOKIES.csrf]: session.csrfToken,
    }),
  };
}

export function sessionFrom(res: request.Response): SignedIn {
  const cookies = setCookies(res);
  const token = cookies[AUTH_COOKIES.token] as string;
  const refreshToken = cookies[AUTH_COOKIES.refresh] as string;
  const csrfToken = cookies[AUTH_COOKIES.csrf] as string;
  return {
    token,
    refreshToken,
    csrfToken,
    cookie: cookieHeader({
      [AUTH_COOKIES.token]: token,
      [AUTH_COOKIES.refresh]: refreshToken,
      [AUTH_COOKIES.csrf]: csrfToken,
    }),
  };
}

/** The payload of a JWT, unverified (to look at claims). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}
