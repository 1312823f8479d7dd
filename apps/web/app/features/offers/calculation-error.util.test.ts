import { describe, expect, it } from 'vitest';
import { calculationProblemOf } from './calculation-error.util';

describe('calculationProblemOf', () => {
  it('lists the field messages of a 400 answer', () => {
    const error = {
      status: 400,
      error: 'VALIDATION_FAILED',
      message: 'Bitte prüfen Sie Ihre Eingaben: Amount',
      fieldErrors: [{ field: 'Amount', messages: ['Amount muss mindestens 500 sein.'] }],
      requestId: 'r1',
    };

    expect(calculationProblemOf(error)).toEqual({
      kind: 'invalid',
      messages: ['Amount muss mindestens 500 sein.'],
    });
    expect(calculationProblemOf({ ...error, fieldErrors: undefined })).toEqual({
      kind: 'invalid',
      messages: ['Bitte prüfen Sie Ihre Eingaben: Amount'],
    });
    // A 400 the API did not raise itself (an unreadable body) has a generic text: the page's own German one.
    expect(
      calculationProblemOf({ status: 400, error: 'BAD_REQUEST', message: 'x', requestId: 'r2' }),
    ).toEqual({
      kind: 'invalid',
      messages: ['Die Anfrage konnte nicht verarbeitet werden. Bitte versuchen Sie es erneut.'],
    });
  });

  it('treats everything else as a failed calculation', () => {
    expect(calculationProblemOf(new TypeError('fetch failed'))).toEqual({ kind: 'failed', messages: [] });
    expect(calculationProblemOf({ status: 503, message: 'down' })).toEqual({ kind: 'failed', messages: [] });
  });
});
