import { type CountryId, type OrderActor, type OrderStatus, transitionRefusal } from '@fuel/domain';

/** What can be done to an order; each action moves it to one status (ACTION_TARGETS). */
export const ORDER_ACTIONS = ['confirm', 'decline', 'deliver', 'cancel', 'rate'] as const;
export type OrderActionName = (typeof ORDER_ACTIONS)[number];

export const ACTION_TARGETS: Readonly<Record<OrderActionName, OrderStatus>> = {
  confirm: 'confirmed',
  decline: 'declined',
  deliver: 'delivered',
  cancel: 'cancelled',
  rate: 'rated',
};

/** An action with the data it brings: the state machine applies it as typed fields, never as text. */
export type OrderAction =
  | { readonly name: 'confirm'; readonly deliveryDate: string }
  | { readonly name: 'decline'; readonly reason: string }
  | { readonly name: 'deliver'; readonly deliveredAmount: number }
  | { readonly name: 'cancel'; readonly reason: string }
  | { readonly name: 'rate'; readonly stars: number; readonly text: string };

/**
 * In which capacity the caller moves an order, and so which orders it may move: a dealer its own dealer's,
 * a customer their own (also under impersonation), staff any. One caller (an admin) may act in several
 * capacities, so the endpoint says which.
 */
export type OrderParty =
  | { readonly role: 'dealer'; readonly dealerId: number }
  | { readonly role: 'customer'; readonly userId: number }
  | { readonly role: 'staff' };

/** Latest delivery date a dealer may promise, in days from today. */
const MAX_DELIVERY_DAYS_AHEAD = 90;
/** A delivery may differ a little from the ordered amount (tank full earlier, measuring tolerance). */
const DELIVERED_AMOUNT_TOLERANCE = 1.1;

/** The order fields a transition writes besides its status. */
export interface TransitionChanges {
  readonly deliveryDate?: string;
  readonly declineReason?: string;
  readonly deliveredAmount?: number;
}

export type TransitionData =
  | { readonly ok: true; readonly changes: TransitionChanges }
  | { readonly ok: false; readonly field: 'DeliveryDate' | 'DeliveredAmount'; readonly message: string };

export function mayMove(
  order: { readonly dealerId: number; readonly userId: number },
  party: OrderParty,
): boolean {
  switch (party.role) {
    case 'dealer':
      return order.dealerId === party.dealerId;
    case 'customer':
      return order.userId === party.userId;
    case 'staff':
      return true;
  }
}

/** The actions `role` may take on the order now: the rule every transition is checked by. */
export function allowedActions(
  order: { readonly status: OrderStatus; readonly placedAt: Date; readonly countryId: CountryId },
  role: OrderActor,
  now: Date,
): OrderActionName[] {
  return ORDER_ACTIONS.filter(
    (action) =>
      transitionRefusal(order.status, ACTION_TARGETS[action], role, order.placedAt, now, order.countryId) ===
      undefined,
  );
}

/** The fields the action writes, or why its data is refused; `today` is the site's date (YYYY-MM-DD). */
export function transitionData(
  order: { readonly amount: number },
  action: OrderAction,
  today: string,
): TransitionData {
  switch (action.name) {
    case 'confirm': {
      const latest = addDays(today, MAX_DELIVERY_DAYS_AHEAD);
      const date = action.deliveryDate;
      if (date < today || date > latest || Number.isNaN(Date.parse(date))) {
        return {
          ok: false,
          field: 'DeliveryDate',
          message: `Der Liefertermin muss zwischen heute und ${MAX_DELIVERY_DAYS_AHEAD} Tagen liegen.`,
        };
      }
      return { ok: true, changes: { deliveryDate: date } };
    }
    case 'decline':
      return { ok: true, changes: { declineReason: action.reason.trim() } };
    case 'deliver':
      if (action.deliveredAmount > Math.floor(order.amount * DELIVERED_AMOUNT_TOLERANCE)) {
        return {
          ok: false,
          field: 'DeliveredAmount',
          message: 'Die gelieferte Menge liegt deutlich über der bestellten.',
        };
      }
      return { ok: true, changes: { deliveredAmount: action.deliveredAmount } };
    case 'cancel': // the reason stays with the event (declineReason is the dealer's)
    case 'rate': // the rating is the dealers' (order_rating), published as data with 'orders.rated'
      return { ok: true, changes: {} };
  }
}

/** The note of the order's history (shown to customer and dealer as it is). */
export function historyNote(action: OrderAction): string {
  switch (action.name) {
    case 'confirm':
      return `Liefertermin ${action.deliveryDate}`;
    case 'decline':
      return action.reason.trim();
    case 'deliver':
      return `geliefert: ${action.deliveredAmount}`;
    case 'cancel':
      return action.reason.trim() || 'storniert';
    case 'rate':
      return `${action.stars} Sterne`;
  }
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
