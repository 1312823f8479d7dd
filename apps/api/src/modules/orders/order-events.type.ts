import type { CountryId, OrderStatus } from '@fuel/domain';
import type { OrderActionName } from './domain/order-actions.js';

/** An order was placed (published inside the placement's transaction). */
export interface OrderPlaced {
  orderId: number;
  userId: number;
  dealerId: number;
  countryId: CountryId;
}

/** An order moved through the state machine (published inside the transition's transaction). */
export interface OrderStatusChanged {
  orderId: number;
  action: OrderActionName;
  from: OrderStatus;
  to: OrderStatus;
}

/** The customer rated a delivered order; the dealers module keeps the rating and the dealer's mean. */
export interface OrderRated {
  orderId: number;
  dealerId: number;
  countryId: CountryId;
  stars: number;
  text: string | null;
  ratedAt: Date;
}
