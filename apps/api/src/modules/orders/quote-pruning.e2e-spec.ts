import { describe, expect, it } from '@jest/globals';
import { eq, inArray } from 'drizzle-orm';
import { orderQuotes } from '@fuel/db';
import request from 'supertest';
import { useSeededTestApp } from '../../../test/test-app.js';
import { DatabaseService } from '../../core/database/database.service.js';
import { JobQueue } from '../../core/jobs/job-queue.service.js';
import { heldQuote, orderingCustomer, placedOrder } from './orders.fixture.js';
import { QUOTE_PRUNE_JOB, QUOTE_RETENTION_HOURS } from './quote.service.js';

const HOUR_MS = 3_600_000;

/** Every view of the confirm page holds a quote; the hourly `quotes.prune` job deletes those nobody ordered. */
describe('quotes.prune', () => {
  const app = useSeededTestApp();
  const db = () => app().get(DatabaseService).db;
  const endHold = (quoteId: string, hoursAgo: number) =>
    db()
      .update(orderQuotes)
      .set({ heldUntil: new Date(Date.now() - hoursAgo * HOUR_MS) })
      .where(eq(orderQuotes.id, quoteId));

  it('deletes quotes held out more than a day ago that no draft or order names, and keeps every other', async () => {
    const jobs = app().get(JobQueue);
    expect(jobs.names).toContain(QUOTE_PRUNE_JOB);

    const stale = await heldQuote(app());
    const recentlyEnded = await heldQuote(app());
    const stillHeld = await heldQuote(app());
    const ordered = await placedOrder(app());
    const drafting = await orderingCustomer(app());
    const drafted = await heldQuote(app());
    await request(app().getHttpServer())
      .post('/api/order-process/start')
      .set(drafting.auth)
      .send({ QuoteId: drafted.QuoteId })
      .expect(200);
    const longAgo = QUOTE_RETENTION_HOURS + 1;
    await endHold(stale.QuoteId, longAgo);
    await endHold(recentlyEnded.QuoteId, QUOTE_RETENTION_HOURS - 1);
    await endHold(ordered.quoteId, longAgo);
    await endHold(drafted.QuoteId, longAgo);

    await jobs.run(QUOTE_PRUNE_JOB, {});

    const ids = [stale, recentlyEnded, stillHeld, drafted].map((quote) => quote.QuoteId);
    const left = await db()
      .select({ id: orderQuotes.id })
      .from(orderQuotes)
      .where(inArray(orderQuotes.id, [...ids, ordered.quoteId]));
    expect(left.map((row) => row.id).sort()).toEqual(
      [recentlyEnded.QuoteId, stillHeld.QuoteId, drafted.QuoteId, ordered.quoteId].sort(),
    );
    // The draft still stands on its quote (deleting the quote would have cascaded to it).
    const steps = await request(app().getHttpServer())
      .get('/api/order-process/heizoel/steps')
      .set(drafting.auth)
      .expect(200);
    expect(steps.body).toMatchObject({ HasCalculation: true });
  });
});
