import type { OrderOutput } from '@fuel/api-client';
import { transitionRefusal } from '@fuel/domain';

/** Whether the customer may still withdraw from the order (the API checks again when asked to). */
export function mayWithdraw(order: Pick<OrderOutput, 'Status' | 'PlacedAt'>, now: Date): boolean {
  return (
    transitionRefusal(order.Status, 'cancelled', 'customer', new Date(order.PlacedAt), now) === undefined
  );
}

/**
 * The customer's rating as the order's history records it ('5 Sterne'), or null before rating. The order
 * carries no rating link: its token is only in the delivered mail.
 */
export function ratingOf(order: Pick<OrderOutput, 'Events'>): string | null {
  return order.Events.find((event) => event.To === 'rated')?.Note ?? null;
}
