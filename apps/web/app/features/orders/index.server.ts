export { customerPageHead, loadCustomerOrder, loadCustomerOrders } from './customer-orders.server';
export { loadOrderParameters } from './order-parameters.server';
export { loadOrderProcess } from './order-process.server';
export { loadDealerOrder, loadDealerOrders, loadPlacedOrder } from './order-view.server';
export { loadRatingPage, submitRating } from './rating.server';
export { holdOrderParameters } from './order-parameters.server';
