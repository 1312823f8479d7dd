import { describe, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { useSeededTestApp } from '../../../test/test-app.js';
import type { OrderOutput } from './dto/order.output.js';
import { dealerStaff, orderingCustomer, placedOrder } from './orders.fixture.js';

/** The SQL text of a pool query, whichever of pg's call forms it came in. */
function sqlOf(args: unknown[]): string {
  const [first] = args;
  if (typeof first === 'string') return first;
  if (typeof first === 'object' && first !== null && 'text' in first && typeof first.text === 'string') {
    return first.text;
  }
  return '';
}

/** An order list loads the delivery points and the history of all its orders at once, not per order. */
describe('order lists', () => {
  const app = useSeededTestApp();

  it('reads the points and the events of a list of several orders with one query each', async () => {
    const customer = await orderingCustomer(app());
    const first = await placedOrder(app(), customer);
    await placedOrder(app(), customer);
    await placedOrder(app(), customer);
    const dealer = await dealerStaff(app(), first.dealerId);

    const query = jest.spyOn(pg.Pool.prototype, 'query');
    const countedList = async (path: string, auth: { Authorization: string }) => {
      query.mockClear();
      const list = (await request(app().getHttpServer()).get(path).set(auth).expect(200))
        .body as OrderOutput[];
      const texts = query.mock.calls.map(sqlOf);
      return {
        list,
        points: texts.filter((text) => text.includes('"order_delivery_point"')).length,
        events: texts.filter((text) => text.includes('"order_event"')).length,
      };
    };
    try {
      const mine = await countedList('/api/order-process/orders', customer.auth);
      expect(mine.list).toHaveLength(3);
      for (const order of mine.list) {
        expect(order.DeliveryPoints).toHaveLength(1);
        expect(order.Events.map((event) => event.To)).toEqual(['placed']);
      }
      expect({ points: mine.points, events: mine.events }).toEqual({ points: 1, events: 1 });

      const portal = await countedList('/api/dealer/orders', dealer.auth);
      expect(portal.list.length).toBeGreaterThanOrEqual(3);
      expect({ points: portal.points, events: portal.events }).toEqual({ points: 1, events: 1 });
    } finally {
      query.mockRestore();
    }
  });
});
