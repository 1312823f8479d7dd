/** Change state of an editable record, as the back-office APIs carry it. */
export type RecordChangeState = 'Unchanged' | 'Added' | 'Modified' | 'Deleted';

/** A new record stays new when edited, so the server still inserts rather than updates it. */
export function markEdited(state: RecordChangeState): RecordChangeState {
  return state === 'Added' ? 'Added' : 'Modified';
}
