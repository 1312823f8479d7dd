import type { OrderProcessData } from './order-process.server';

/** What a step of the order process is shown with: an order is under way. */
export type OrderData = Extract<OrderProcessData, { hasOrder: true }>;

/** A step was saved; `notice` is shown on the next step (for example a price the payment changed). */
export type StepSaved = (notice?: string) => void;
