import type { OrderOutput } from '@fuel/api-client';

/**
 * The customer's rating as the order's history records it ('5 Sterne'), or null before rating. The order
 * carries no rating link: its token is only in the delivered mail.
 */
export function ratingOf(order: Pick<OrderOutput, 'Events'>): string | null {
  return order.Events.find((event) => event.To === 'rated')?.Note ?? null;
}
