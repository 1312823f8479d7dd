import {
  COUNTRIES,
  ORDER_STEP_WEIGHTS,
  type OrderActor,
  PRODUCT_GROUPS,
  type PaymentStatus,
} from '@fuel/domain';

/** Enum values of the orders' DTOs, taken from the domain so the document and the rules cannot drift. */
export const PRODUCT_GROUP_ID_VALUES = PRODUCT_GROUPS.map((group) => group.id);
export const CURRENCY_VALUES = [...new Set(COUNTRIES.map((country) => country.currencyCode))];
export const UNIT_VALUES = [...new Set(PRODUCT_GROUPS.map((group) => group.unit))];
export const ORDER_STEP_NAMES = Object.keys(ORDER_STEP_WEIGHTS);
export const ORDER_STEP_WEIGHT_VALUES = Object.values(ORDER_STEP_WEIGHTS);
/** Who moved an order (order_event.actor). */
export const ORDER_ACTORS = ['customer', 'dealer', 'staff'] as const satisfies readonly OrderActor[];
export const PAYMENT_STATUSES = ['open', 'authorized'] as const satisfies readonly PaymentStatus[];
