import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { eq } from 'drizzle-orm';
import { users } from '@fuel/db';
import request from 'supertest';
import { startTestApp } from '../../../test/test-app.js';
import { DatabaseService } from '../../core/database/database.service.js';
import { TransactionRunner } from '../../core/database/transaction-runner.js';
import { createUser, issueEmailToken, randomEmail, signIn, TEST_PASSWORD } from './accounts.fixture.js';
import type { TokenStatusOutput } from './dto/token-status.output.js';
import type { GuestOrdersClaimed } from './index.js';

const EVENT = 'accounts.guest-orders-claimed';
const NEW_PASSWORD = 'Uebernahme-Kennwort-2026';

/** Issue #11 point 4: the claim hands the guest orders over by an event handled inside its transaction. */
describe('guest claim event', () => {
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());
  const claim = (Token: string) =>
    http().post('/api/account/gastbestellungen-uebernehmen').send({ Token, Password: NEW_PASSWORD });
  const statusOf = async (Token: string) =>
    (
      (await http().post('/api/account/token-status').send({ Purpose: 'claim-guest', Token }).expect(200))
        .body as TokenStatusOutput
    ).Status;

  /** An account and a guest row of one address, and the claim link the registration would mail. */
  async function claimable(): Promise<{ accountId: number; guestId: number; email: string; token: string }> {
    const email = randomEmail('anspruch');
    const account = await createUser(app, { email });
    const guest = await createUser(app, { email, isGuest: true, password: null });
    const token = await issueEmailToken(app, 'claim-guest', account.id, { email, guestIds: [guest.id] });
    return { accountId: account.id, guestId: guest.id, email, token };
  }

  /** Adds a listener beside the orders module's handler for the length of `work`. */
  async function withListener(
    listener: (event: GuestOrdersClaimed) => Promise<void>,
    work: () => Promise<void>,
  ): Promise<void> {
    const emitter = app.get(EventEmitter2);
    emitter.on(EVENT, listener);
    try {
      await work();
    } finally {
      emitter.off(EVENT, listener);
    }
  }

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('is published inside the claim’s transaction, naming the guest rows and the account', async () => {
    const { accountId, guestId, token } = await claimable();
    const runner = app.get(TransactionRunner);
    const seen: { event: GuestOrdersClaimed; inTransaction: boolean; confirmed: boolean }[] = [];
    await withListener(
      async (event) => {
        const [row] = await runner.db.select().from(users).where(eq(users.id, event.toUserId));
        seen.push({ event, inTransaction: runner.inTransaction, confirmed: row?.emailConfirmedAt !== null });
      },
      async () => {
        await claim(token).expect(200);
      },
    );
    // The handler sees the claim's uncommitted confirmation: one transaction.
    expect(seen).toEqual([
      { event: { fromUserIds: [guestId], toUserId: accountId }, inTransaction: true, confirmed: true },
    ]);
  });

  it('a failing handler undoes the claim: the link stays usable and the account unchanged', async () => {
    const { accountId, email, token } = await claimable();
    await withListener(
      () => Promise.reject(new Error('orders unavailable')),
      async () => {
        await claim(token).expect(500);
      },
    );
    expect(await statusOf(token)).toBe('valid');
    const [account] = await app.get(DatabaseService).db.select().from(users).where(eq(users.id, accountId));
    expect(account?.emailConfirmedAt).toBeNull();
    // The old password still signs in; the new one was never stored.
    await signIn(app, email, TEST_PASSWORD);

    await claim(token).expect(200);
    expect(await statusOf(token)).toBe('used');
    await signIn(app, email, NEW_PASSWORD);
  });
});
