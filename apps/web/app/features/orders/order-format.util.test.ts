import { describe, expect, it } from 'vitest';
import { ORDER_FIXTURE } from './order-data.fixture';
import { orderStatusSummary } from './order-format.util';

describe('orderStatusSummary', () => {
  it('sums up the status in one line, in the format of the order site', () => {
    expect(orderStatusSummary(ORDER_FIXTURE)).toBe('Bestellt');
    expect(
      orderStatusSummary({
        ...ORDER_FIXTURE,
        CountryId: 3,
        Status: 'delivered',
        StatusLabel: 'Geliefert',
        DeliveryDate: '2026-11-27',
        DeliveredAmount: 2980,
      }),
    ).toBe("Geliefert, Liefertermin 27.11.2026, geliefert 2'980 l");
    expect(
      orderStatusSummary({
        ...ORDER_FIXTURE,
        Status: 'declined',
        StatusLabel: 'Vom Händler abgelehnt',
        DeclineReason: 'Keine Kapazität',
      }),
    ).toBe('Vom Händler abgelehnt: Keine Kapazität');
  });
});
