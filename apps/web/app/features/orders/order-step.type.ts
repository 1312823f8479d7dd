import type { OrderProcessData } from './order-process.server';

/** What a step of the order process is shown with: an order is under way. */
export type OrderData = Extract<OrderProcessData, { hasOrder: true }>;
