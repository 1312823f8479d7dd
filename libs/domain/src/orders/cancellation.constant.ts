/** How a cancelled order is booked in the back office (spec 2 §4): the marketplace keeps its commission or not. */
export const CANCELLATION_BOOKED_AS = ['withCommission', 'withoutCommission'] as const;
export type CancellationBookedAs = (typeof CANCELLATION_BOOKED_AS)[number];

/** German labels of the booking modes. */
export const CANCELLATION_BOOKED_AS_LABELS: Readonly<Record<CancellationBookedAs, string>> = {
  withCommission: 'mit Provision',
  withoutCommission: 'ohne Provision',
};

/** Whose comment on a cancellation: the order's customer or a user of the order's dealer. */
export const CANCELLATION_COMMENT_SIDES = ['customer', 'dealer'] as const;
export type CancellationCommentSide = (typeof CANCELLATION_COMMENT_SIDES)[number];

/** Feedback status of a cancellation: 0 none yet, 1 given (giving feedback sets 1, spec 2 §4). */
export const CANCELLATION_FEEDBACK_GIVEN = 1;
