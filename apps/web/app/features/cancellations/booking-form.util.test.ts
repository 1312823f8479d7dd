import { describe, expect, it } from 'vitest';
import { dirtyRows, originalValue } from './booking-form.util';

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe('dirtyRows', () => {
  it('sends only the rows whose booked state or mode changed', () => {
    const posted = form([
      ['orderId', '1'],
      ['original-1', originalValue({ isBooked: false, bookedAs: null })],
      ['bookedAs-1', 'withCommission'],
      ['isBooked-1', '1'],
      ['orderId', '2'],
      ['original-2', originalValue({ isBooked: true, bookedAs: 'withCommission' })],
      ['isBooked-2', '1'],
      ['bookedAs-2', 'withCommission'],
      ['orderId', '3'],
      ['original-3', originalValue({ isBooked: true, bookedAs: 'withCommission' })],
      ['isBooked-3', '1'],
      ['bookedAs-3', 'withoutCommission'],
    ]);
    expect(dirtyRows(posted)).toEqual([
      { orderId: 1, isBooked: true, bookedAs: 'withCommission' },
      { orderId: 3, isBooked: true, bookedAs: 'withoutCommission' },
    ]);
  });

  it('treats an unchecked row as not booked whatever its select shows, and ignores forged ids', () => {
    const posted = form([
      ['orderId', '4'],
      ['original-4', originalValue({ isBooked: true, bookedAs: 'withoutCommission' })],
      ['bookedAs-4', 'withoutCommission'],
      ['orderId', 'abc'],
      ['orderId', '5'],
      ['original-5', originalValue({ isBooked: false, bookedAs: null })],
      ['bookedAs-5', 'withCommission'],
    ]);
    expect(dirtyRows(posted)).toEqual([{ orderId: 4, isBooked: false, bookedAs: null }]);
  });
});
