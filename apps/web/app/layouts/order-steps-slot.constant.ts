/** DOM id of the header area where the order process renders its step indicator (via a portal). */
export const ORDER_STEPS_SLOT_ID = 'order-steps';
