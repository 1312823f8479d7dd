import { ORDER_STATUSES } from '@fuel/domain';
import { describe, expect, it } from 'vitest';
import { DEALER_STATUS_FILTERS } from './dealer-orders.constant';
import { statusFilterOf, statusFilterPath } from './order-status-filter.util';

const url = (search: string) => new URL(`http://x/kunde/bestellungen${search}`);

describe('order status filter', () => {
  it('takes ?status= when the list offers it, otherwise shows all', () => {
    expect(statusFilterOf(url('?status=cancelled'), ORDER_STATUSES)).toBe('cancelled');
    expect(statusFilterOf(url('?status=cancelled'), DEALER_STATUS_FILTERS)).toBeNull();
    expect(statusFilterOf(url('?status=unbekannt'), ORDER_STATUSES)).toBeNull();
    expect(statusFilterOf(url(''), ORDER_STATUSES)).toBeNull();
  });

  it('builds the filtered address of a list', () => {
    expect(statusFilterPath('/kunde/bestellungen', 'rated')).toBe('/kunde/bestellungen?status=rated');
    expect(statusFilterPath('/kunde/bestellungen', null)).toBe('/kunde/bestellungen');
  });
});
