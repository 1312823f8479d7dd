export { customerPageHead, loadCustomerOrder, loadCustomerOrders } from './customer-orders.server';
export { loadGuestOrder } from './guest-order.server';
export { loadOrderParameters } from './order-parameters.server';
export { loadOrderProcess } from './order-process.server';
export { loadPlacedOrder } from './order-view.server';
export { dealerOrderAction, loadDealerOrder, loadDealerOrders } from './dealer-orders.server';
export { loadRatingPage, submitRating } from './rating.server';
export { holdOrderParameters } from './order-parameters.server';
export { saveOrderStep } from './order-step-actions.server';
