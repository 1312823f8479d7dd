import { describe, expect, it } from 'vitest';
import { deliveryPlace, formatDeliveryWindow } from './order-step-format.util';

describe('formatDeliveryWindow', () => {
  it('shows one date when the earliest day is the latest', () => {
    expect(formatDeliveryWindow({ EarliestDelivery: '2026-11-26', LatestDelivery: '2026-11-26' }, 'de')).toBe(
      '26.11.2026',
    );
  });

  it('shows the range otherwise', () => {
    expect(formatDeliveryWindow({ EarliestDelivery: '2026-11-26', LatestDelivery: '2026-12-01' }, 'ch')).toBe(
      '26.11.2026 – 01.12.2026',
    );
  });
});

describe('deliveryPlace', () => {
  it('names the town after the postal code when known', () => {
    expect(deliveryPlace('80331', 'München')).toBe('Lieferung nach 80331 München');
    expect(deliveryPlace('80331', null)).toBe('Lieferung nach 80331');
  });
});
