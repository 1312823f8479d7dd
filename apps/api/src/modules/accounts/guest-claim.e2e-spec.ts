import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { emailTokens, mailOutbox, orders, users } from '@fuel/db';
import request from 'supertest';
import { useSeededTestApp } from '../../../test/test-app.js';
import { AUTH_COOKIES } from '../../core/auth/auth-cookies.js';
import { DatabaseService } from '../../core/database/database.service.js';
import type { ErrorResponse } from '../../core/http/error-response.js';
import type { CalculationResultOutput } from '../offers/dto/calculation-result.output.js';
import type {
  OrderCommonDataOutput,
  OrderOutput,
  OrderPlacedOutput,
  OrderQuoteOutput,
} from '../orders/index.js';
import {
  claimsOf,
  createUser,
  expireEmailToken,
  randomClientAddress,
  randomEmail,
  setCookies,
  signIn,
} from './accounts.fixture.js';
import type { AccountSessionOutput } from './dto/account.output.js';
import type { LinkSignInOutput } from './dto/link-sign-in.output.js';
import type { RegisterOutput } from './dto/registration.output.js';
import { sha256 } from './domain/secret-token.util.js';
import { registrationMailed } from './registration.service.js';
import { MUNICH_CONFIGURATION } from '../../../test/order-fixtures.js';

const GUEST_ADDRESS = {
  Title1: 'Frau',
  FirstName: 'Gerda',
  LastName: 'Gast',
  Street: 'Geheimweg',
  HouseNumber: '7',
  ZipCode: '80331',
  City: 'München',
  CountryId: 1,
};
const REGISTRANT_PASSWORD = 'Fremder-Zugriff-2026!';
const OWNER_PASSWORD = 'Eigentuemerin-Kennwort-2026!';

/** Issue #10: a registration of an address with guest orders reaches none of them before the mailbox says so. */
describe('guest orders and registration', () => {
  const app = useSeededTestApp();
  const http = () => request(app().getHttpServer());
  const db = () => app().get(DatabaseService).db;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const register = (body: object) =>
    http().post('/api/account/registrieren').set('X-Forwarded-For', randomClientAddress()).send(body);

  /** A guest checkout of `email` that stops after the address step: a draft with the guest's address. */
  async function guestDraft(email: string): Promise<{ token: string; quoteId: string }> {
    const res = await register({
      EmailAddress: email,
      FirstName: 'Gerda',
      LastName: 'Gast',
      ForOrder: true,
      AsGuest: true,
      DeliveryAddress: GUEST_ADDRESS,
    }).expect(201);
    const token = (res.body as RegisterOutput).Token as string;
    const offers = await http().post('/api/kalkulation/berechnen').send(MUNICH_CONFIGURATION).expect(200);
    const offer = (offers.body as CalculationResultOutput).Items[0];
    if (!offer) throw new Error('the demo market has no offer for the test configuration');
    const quote = (
      await http()
        .post('/api/kalkulation/bestellung/berechnen')
        .send({ ...MUNICH_CONFIGURATION, DealerId: offer.DealerId })
        .expect(200)
    ).body as OrderQuoteOutput;
    const auth = bearer(token);
    await http().post('/api/order-process/start').set(auth).send({ QuoteId: quote.QuoteId }).expect(200);
    await http()
      .post('/api/order-process/address/save')
      .set(auth)
      .send({ DeliveryAddress: GUEST_ADDRESS })
      .expect(200);
    return { token, quoteId: quote.QuoteId };
  }

  /** A guest checkout of `email` that places one order; returns the guest's access token and the order id. */
  async function guestOrder(email: string): Promise<{ token: string; orderId: number }> {
    const { token, quoteId } = await guestDraft(email);
    const auth = bearer(token);
    await http()
      .post('/api/order-process/payment/save')
      .set(auth)
      .send({ IsInteraidPayment: false, PaymentId: 11 })
      .expect(200);
    const placed = await http()
      .post('/api/order-process/place')
      .set(auth)
      .set('Idempotency-Key', `key-${randomUUID()}`)
      .send({ QuoteId: quoteId, AcceptTerms: true })
      .expect(201);
    return { token, orderId: (placed.body as OrderPlacedOutput).OrderId };
  }

  async function mailTo(email: string, template: string) {
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, template)));
    if (!mail) throw new Error(`no ${template} mail to ${email}`);
    return mail;
  }

  function claimToken(text: string): string {
    const token = /gastbestellungen-uebernehmen\/([\w-]{43})/.exec(text)?.[1];
    if (!token) throw new Error(`no claim link in:\n${text}`);
    return token;
  }

  const claim = (Token: string, Password = OWNER_PASSWORD) =>
    http().post('/api/account/gastbestellungen-uebernehmen').send({ Token, Password });

  const ordersOf = async (token: string) =>
    (
      (await http().get('/api/order-process/orders').set(bearer(token)).expect(200)).body as OrderOutput[]
    ).map((order) => order.OrderId);

  /** A registration of an address with one guest order: the order, its guest row and the claim link. */
  async function claimable(
    prefix: string,
  ): Promise<{ email: string; orderId: number; guestId: number; token: string }> {
    const email = randomEmail(prefix);
    const { orderId } = await guestOrder(email);
    await register({
      EmailAddress: email,
      Password: REGISTRANT_PASSWORD,
      FirstName: 'Fred',
      LastName: 'Fremd',
    }).expect(201);
    const token = claimToken((await mailTo(email, 'claim-guest')).text);
    return { email, orderId, guestId: await ownerOf(orderId), token };
  }

  const ownerOf = async (orderId: number) => {
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw new Error(`no order ${orderId}`);
    return row.userId;
  };

  it('a registration of a guest address gets nothing of the guest; the mailbox claims the orders', async () => {
    const email = randomEmail('gast');
    const { orderId, token: guestToken } = await guestOrder(email);
    await guestDraft(email);

    // The registrant: the usual answer, no session.
    const res = await register({
      EmailAddress: email,
      Password: REGISTRANT_PASSWORD,
      FirstName: 'Fred',
      LastName: 'Fremd',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ Success: true, Message: registrationMailed(email), Token: null });
    expect(res.headers['set-cookie']).toBeUndefined();

    // Signed in with the password typed at registration, the account shows nothing of the guests.
    const registrant = await signIn(app(), email, REGISTRANT_PASSWORD);
    expect(claimsOf(registrant.token)).toMatchObject({ isGuest: false, hasAnyOrder: false });
    expect(await ordersOf(registrant.token)).toEqual([]);
    await http().get(`/api/order-process/orders/${orderId}`).set(bearer(registrant.token)).expect(404);
    const me = (await http().get('/api/account/me').set(bearer(registrant.token)).expect(200))
      .body as AccountSessionOutput;
    expect(me.User).toMatchObject({
      FirstName: 'Fred',
      EmailConfirmed: false,
      HasAnyOrder: false,
      Addresses: [],
    });
    const common = (await http().get('/api/order-process/common').set(bearer(registrant.token)).expect(200))
      .body as OrderCommonDataOutput;
    expect(common.DeliveryAddress).toBeNull();
    expect(JSON.stringify(common)).not.toContain('Geheimweg');

    // The mailbox gets the claim link (and no separate confirm mail).
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
    // Two guest checkouts (each with its confirm mail), the order, and the registration's one mail.
    expect(mails.map((m) => m.template).sort()).toEqual([
      'claim-guest',
      'confirm-request',
      'confirm-request',
      'order-placed',
    ]);
    const mail = await mailTo(email, 'claim-guest');
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihr Kundenkonto');
    const token = claimToken(mail.text);

    // A refused password leaves the link usable.
    const weak = await claim(token, 'passwort1').expect(400);
    expect((weak.body as ErrorResponse).fieldErrors?.[0]?.field).toBe('Password');
    const claimed = await claim(token).expect(200);
    const body = claimed.body as LinkSignInOutput;
    expect(body).toMatchObject({ Success: true, HasPassword: true, ReturnUrl: null });
    expect(body.Message).toContain('Ihre Gastbestellung ist jetzt in Ihrem Kundenkonto.');
    expect(setCookies(claimed)[AUTH_COOKIES.token]).toBe(body.Token);
    expect(await ordersOf(body.Token as string)).toEqual([orderId]);
    const [account] = await db()
      .select()
      .from(users)
      .where(and(eq(users.email, email), eq(users.isGuest, false)));
    expect(account?.emailConfirmedAt).not.toBeNull();

    // The registrant's session and password are gone, and so are the guests' sessions.
    await http()
      .post('/api/account/get/token')
      .send({ CurrentToken: registrant.token, RefreshToken: registrant.refreshToken })
      .expect(401);
    await http()
      .post('/api/account/jwt/anmelden')
      .set('X-Forwarded-For', randomClientAddress())
      .send({ UserName: email, Password: REGISTRANT_PASSWORD })
      .expect(401);
    await signIn(app(), email, OWNER_PASSWORD);
    await http().get('/api/order-process/orders').set(bearer(guestToken)).expect(401);

    // The link works once.
    const again = await claim(token).expect(409);
    expect((again.body as ErrorResponse).error).toBe('TOKEN_USED');
  });

  it('a claim link pressed 50 times at once claims once; a link of another kind claims nothing', async () => {
    const { email, orderId, token } = await claimable('gleichzeitig');
    const confirmToken = /anfrage-bestaetigen\?token=([\w-]{43})/.exec(
      (await mailTo(email, 'confirm-request')).text,
    )?.[1] as string;
    await claim(confirmToken).expect(404);

    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(token)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(49).fill(409)]);
    const winner = answers.find((answer) => answer.status === 200)?.body as LinkSignInOutput;
    expect(await ordersOf(winner.Token as string)).toEqual([orderId]);
    const moved = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(moved.map((order) => order.userId)).toEqual([claimsOf(winner.Token as string).id]);
  });

  it("an account's owner claims guest orders of the address from the warning mail", async () => {
    const owner = await createUser(app());
    const { orderId } = await guestOrder(owner.email);
    await register({
      EmailAddress: owner.email,
      Password: REGISTRANT_PASSWORD,
      FirstName: 'Fred',
      LastName: 'Fremd',
      ReturnUrl: '/kunde/bestellungen',
    }).expect(201);
    const mail = await mailTo(owner.email, 'registration-attempt');
    expect(mail.text).toContain('Zu Ihrer E-Mail-Adresse gibt es außerdem Bestellungen');
    const claimed = await claim(claimToken(mail.text)).expect(200);
    const body = claimed.body as LinkSignInOutput;
    expect(body.ReturnUrl).toBe('/kunde/bestellungen');
    expect(claimsOf(body.Token as string)['id']).toBe(owner.id);
    expect(await ordersOf(body.Token as string)).toEqual([orderId]);
  });

  it('a claim link is void once the account changed its address', async () => {
    const { email, token } = await claimable('gast');
    await db()
      .update(users)
      .set({ email: randomEmail('anders') })
      .where(and(eq(users.email, email), eq(users.isGuest, false)));
    const res = await claim(token).expect(404);
    expect((res.body as ErrorResponse).error).toBe('TOKEN_INVALID');
  });

  it('a NUL byte in the link or the password claims nothing and leaves the link usable', async () => {
    const { orderId, guestId, token } = await claimable('nul');
    for (const body of [
      { Token: `${token}\u0000`, Password: OWNER_PASSWORD },
      { Token: token, Password: `${OWNER_PASSWORD}\u0000` },
    ]) {
      const res = await http().post('/api/account/gastbestellungen-uebernehmen').send(body).expect(400);
      expect((res.body as ErrorResponse).error).toBe('VALIDATION_FAILED');
    }
    expect(await ownerOf(orderId)).toBe(guestId);
    await claim(token).expect(200);
    expect(await ownerOf(orderId)).not.toBe(guestId);
  });

  it("a link moves only its own address's guest rows, into its own account, whoever sends it", async () => {
    const victim = await claimable('opfer');
    const attacker = await claimable('angreifer');
    // Even a link whose stored list named another address's guest row (it never does) moves none of its orders.
    const [row] = await db()
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, sha256(attacker.token)));
    await db()
      .update(emailTokens)
      .set({ payload: { ...row?.payload, guestIds: [attacker.guestId, victim.guestId] } })
      .where(eq(emailTokens.tokenHash, sha256(attacker.token)));
    // Sent with the session of someone else: the link decides whose account it is, not the caller.
    const bystander = await signIn(app(), (await createUser(app())).email);
    const claimed = await http()
      .post('/api/account/gastbestellungen-uebernehmen')
      .set(bearer(bystander.token))
      .send({ Token: attacker.token, Password: OWNER_PASSWORD })
      .expect(200);
    const body = claimed.body as LinkSignInOutput;
    expect(body.Message).toContain('Ihre Gastbestellung ist jetzt');
    const [attackerAccount] = await db()
      .select()
      .from(users)
      .where(and(eq(users.email, attacker.email), eq(users.isGuest, false)));
    expect(claimsOf(body.Token as string)['id']).toBe(attackerAccount?.id);
    expect(await ordersOf(body.Token as string)).toEqual([attacker.orderId]);
    expect(await ownerOf(victim.orderId)).toBe(victim.guestId);
    // The bystander keeps their session and gets nothing.
    expect(await ordersOf(bystander.token)).toEqual([]);
    // The victim's own link still claims the victim's order.
    const victimClaim = (await claim(victim.token).expect(200)).body as LinkSignInOutput;
    expect(await ordersOf(victimClaim.Token as string)).toEqual([victim.orderId]);
  });

  it('an expired link claims nothing and keeps the password the registrant typed', async () => {
    const { email, orderId, guestId, token } = await claimable('abgelaufen');
    await expireEmailToken(app(), token);
    const res = await claim(token).expect(410);
    expect((res.body as ErrorResponse).error).toBe('TOKEN_EXPIRED');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await ownerOf(orderId)).toBe(guestId);
    await signIn(app(), email, REGISTRANT_PASSWORD);
  });
});
