import { describe, expect, it } from '@jest/globals';
import { allowedActions, historyNote, mayMove, transitionData } from './order-actions.js';

const placedAt = new Date('2026-11-01T10:00:00Z');
const soon = new Date('2026-11-02T10:00:00Z');
const late = new Date('2026-11-20T10:00:00Z');

describe('order actions', () => {
  it('allows each role the actions of the state machine, by status', () => {
    const at = (
      status: Parameters<typeof allowedActions>[0]['status'],
      now = soon,
      countryId: 1 | 3 = 1,
    ) => ({
      dealer: allowedActions({ status, placedAt, countryId }, 'dealer', now),
      customer: allowedActions({ status, placedAt, countryId }, 'customer', now),
      staff: allowedActions({ status, placedAt, countryId }, 'staff', now),
    });
    expect(at('placed')).toEqual({
      dealer: ['confirm', 'decline'],
      customer: ['cancel'],
      staff: ['confirm', 'decline', 'cancel'],
    });
    expect(at('confirmed')).toEqual({
      dealer: ['deliver'],
      customer: ['cancel'],
      staff: ['deliver', 'cancel'],
    });
    expect(at('delivered')).toEqual({ dealer: [], customer: ['rate'], staff: [] });
    for (const status of ['declined', 'rated', 'cancelled'] as const) {
      expect(at(status)).toEqual({ dealer: [], customer: [], staff: [] });
    }
    // Switzerland has no statutory withdrawal: a customer cancels only before the dealer confirms.
    expect(at('placed', soon, 3).customer).toEqual(['cancel']);
    expect(at('confirmed', soon, 3).customer).toEqual([]);
    // After the 14-day withdrawal period only staff cancel.
    expect(at('placed', late)).toEqual({
      dealer: ['confirm', 'decline'],
      customer: [],
      staff: ['confirm', 'decline', 'cancel'],
    });
  });

  it('lets a dealer move its own orders, a customer theirs and staff any', () => {
    const order = { dealerId: 7, userId: 42 };
    expect(mayMove(order, { role: 'dealer', dealerId: 7 })).toBe(true);
    expect(mayMove(order, { role: 'dealer', dealerId: 8 })).toBe(false);
    expect(mayMove(order, { role: 'customer', userId: 42 })).toBe(true);
    expect(mayMove(order, { role: 'customer', userId: 43 })).toBe(false);
    expect(mayMove(order, { role: 'staff' })).toBe(true);
  });

  it('applies each action as typed fields and checks the delivery date and amount', () => {
    const order = { amount: 3000 };
    expect(transitionData(order, { name: 'confirm', deliveryDate: '2026-11-05' }, '2026-11-02')).toEqual({
      ok: true,
      changes: { deliveryDate: '2026-11-05' },
    });
    expect(
      transitionData(order, { name: 'confirm', deliveryDate: '2026-11-01' }, '2026-11-02'),
    ).toMatchObject({
      ok: false,
      field: 'DeliveryDate',
    });
    expect(
      transitionData(order, { name: 'confirm', deliveryDate: '2027-03-01' }, '2026-11-02'),
    ).toMatchObject({
      ok: false,
      field: 'DeliveryDate',
    });
    expect(transitionData(order, { name: 'decline', reason: ' ausgebucht ' }, '2026-11-02')).toEqual({
      ok: true,
      changes: { declineReason: 'ausgebucht' },
    });
    expect(transitionData(order, { name: 'deliver', deliveredAmount: 3300 }, '2026-11-02')).toEqual({
      ok: true,
      changes: { deliveredAmount: 3300 },
    });
    expect(transitionData(order, { name: 'deliver', deliveredAmount: 3301 }, '2026-11-02')).toMatchObject({
      ok: false,
      field: 'DeliveredAmount',
    });
    expect(transitionData(order, { name: 'rate', stars: 5, text: 'gut' }, '2026-11-02')).toEqual({
      ok: true,
      changes: {},
    });
  });

  it("writes the history's note for people, never as the data's carrier", () => {
    expect(historyNote({ name: 'confirm', deliveryDate: '2026-11-05' })).toBe('Liefertermin 2026-11-05');
    expect(historyNote({ name: 'cancel', reason: '  ' })).toBe('storniert');
    expect(historyNote({ name: 'rate', stars: 4, text: 'ok' })).toBe('4 Sterne');
  });
});
