import { CANCELLATION_BOOKED_AS, type CancellationBookedAs } from '@fuel/domain/orders';

/** A row's booking as the screen's form carries it. */
export interface RowBooking {
  readonly orderId: number;
  readonly isBooked: boolean;
  readonly bookedAs: CancellationBookedAs | null;
}

/** The names of one row's fields in the booking form. */
export const bookingFieldNames = (orderId: number) => ({
  isBooked: `isBooked-${orderId}`,
  bookedAs: `bookedAs-${orderId}`,
  original: `original-${orderId}`,
});

/** The hidden value that keeps a row's stored booking in the form, so the action can tell what changed. */
export function originalValue(row: Omit<RowBooking, 'orderId'>): string {
  return `${row.isBooked ? '1' : '0'}|${row.bookedAs ?? ''}`;
}

function bookedAsOf(value: FormDataEntryValue | null): CancellationBookedAs | null {
  return CANCELLATION_BOOKED_AS.find((mode) => mode === value) ?? null;
}

/** A booking as posted; not booked means no mode (the select may still show one). */
export function postedBooking(form: FormData, orderId: number): RowBooking {
  const names = bookingFieldNames(orderId);
  const isBooked = form.get(names.isBooked) !== null;
  return { orderId, isBooked, bookedAs: isBooked ? bookedAsOf(form.get(names.bookedAs)) : null };
}

/**
 * The rows marked dirty (spec 2 §4): those whose booked state or booking mode differs from the stored one. The
 * form posts every row with its stored values as hidden inputs, so this works without JavaScript too.
 */
export function dirtyRows(form: FormData): RowBooking[] {
  const ids = form
    .getAll('orderId')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].flatMap((orderId) => {
    const posted = postedBooking(form, orderId);
    const original = String(form.get(bookingFieldNames(orderId).original) ?? '');
    return originalValue(posted) === original ? [] : [posted];
  });
}
