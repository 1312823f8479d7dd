import { type CountryCode, type CountryRef, toCountry } from '../common/countries.constant.js';

/** Life of an order (issue 5): placed → confirmed (with a delivery date) or declined → delivered → rated. */
export const ORDER_STATUSES = ['placed', 'confirmed', 'declined', 'delivered', 'rated', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who moves an order: its dealer, its customer or back-office staff. */
export type OrderActor = 'dealer' | 'customer' | 'staff';

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  placed: 'Bestellt',
  confirmed: 'Vom Händler bestätigt',
  declined: 'Vom Händler abgelehnt',
  delivered: 'Geliefert',
  rated: 'Bewertet',
  cancelled: 'Storniert',
};

/** Days after placing in which the customer may withdraw (the 14-day withdrawal right). */
export const WITHDRAWAL_PERIOD_DAYS = 14;

/** How a customer may withdraw on a site (the README's table 'Withdrawal per site' says why). */
export interface WithdrawalRule {
  /** 'statutory': the consumer's right by law (DE §§ 312g, 355 BGB; AT § 11 FAGG); 'marketplace': our own (CH). */
  readonly basis: 'statutory' | 'marketplace';
  /** The states an order may be withdrawn from; a delivered order is in the tank, mixed, and never may. */
  readonly from: readonly OrderStatus[];
}

export const WITHDRAWAL_RULES: Readonly<Record<CountryCode, WithdrawalRule>> = {
  de: { basis: 'statutory', from: ['placed', 'confirmed'] },
  at: { basis: 'statutory', from: ['placed', 'confirmed'] },
  // No statutory right for online purchases in Switzerland: the order binds once the dealer confirms it.
  ch: { basis: 'marketplace', from: ['placed'] },
};

/** The last moment the customer may withdraw from an order placed at `placedAt`. */
export function withdrawalDeadline(placedAt: Date): Date {
  return new Date(placedAt.getTime() + WITHDRAWAL_PERIOD_DAYS * 86_400_000);
}

interface Transition {
  readonly from: readonly OrderStatus[];
  readonly to: OrderStatus;
  readonly actors: readonly OrderActor[];
}

const TRANSITIONS: readonly Transition[] = [
  { from: ['placed'], to: 'confirmed', actors: ['dealer', 'staff'] },
  { from: ['placed'], to: 'declined', actors: ['dealer', 'staff'] },
  { from: ['confirmed'], to: 'delivered', actors: ['dealer', 'staff'] },
  { from: ['delivered'], to: 'rated', actors: ['customer'] },
  { from: ['placed', 'confirmed'], to: 'cancelled', actors: ['customer', 'staff'] },
];

export type TransitionRefusal = 'NOT_ALLOWED' | 'WITHDRAWAL_PERIOD_OVER';

/**
 * Whether `actor` may move an order of `site` from `from` to `to`. A customer withdraws only from the
 * states the site's WithdrawalRule allows and within the period counted from `placedAt`; staff may cancel
 * any order not yet delivered.
 */
export function transitionRefusal(
  from: OrderStatus,
  to: OrderStatus,
  actor: OrderActor,
  placedAt: Date,
  now: Date,
  site: CountryRef,
): TransitionRefusal | undefined {
  const allowed = TRANSITIONS.some((t) => t.to === to && t.from.includes(from) && t.actors.includes(actor));
  if (!allowed) return 'NOT_ALLOWED';
  if (to === 'cancelled' && actor === 'customer') {
    if (!WITHDRAWAL_RULES[toCountry(site).code].from.includes(from)) return 'NOT_ALLOWED';
    if (now.getTime() > withdrawalDeadline(placedAt).getTime()) return 'WITHDRAWAL_PERIOD_OVER';
  }
  return undefined;
}
