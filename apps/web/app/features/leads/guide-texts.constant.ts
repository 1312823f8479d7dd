/** Spec 1 §8: a failed comparison is logged and the visitor may try again. */
export const COMPARE_FAILED_TEXT =
  'Der Vergleich ist gerade nicht möglich. Bitte versuchen Sie es in einem Moment erneut.';
