import { describe, expect, it } from 'vitest';
import { deliveryPlace } from './order-step-format.util';

describe('deliveryPlace', () => {
  it('names the town after the postal code when known', () => {
    expect(deliveryPlace('80331', 'München')).toBe('Lieferung nach 80331 München');
    expect(deliveryPlace('80331', null)).toBe('Lieferung nach 80331');
  });
});
