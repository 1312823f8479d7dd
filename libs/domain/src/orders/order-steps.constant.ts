/** OrderWeight of the order-process steps, in the order they are walked through. */
export const ORDER_STEP_WEIGHTS = {
  address: 0,
  deliveryPoints: 5,
  payment: 20,
  summary: 99,
} as const;
export type OrderStepName = keyof typeof ORDER_STEP_WEIGHTS;
