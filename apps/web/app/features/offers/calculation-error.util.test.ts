import { describe, expect, it } from 'vitest';
import { calculationProblemOf } from './calculation-error.util';

describe('calculationProblemOf', () => {
  it('lists the field messages of a 400 answer', () => {
    const error = {
      status: 400,
      error: 'VALIDATION_FAILED',
      message: 'Invalid input: Amount',
      fieldErrors: [{ field: 'Amount', messages: ['Amount must be at least 500'] }],
      requestId: 'r1',
    };

    expect(calculationProblemOf(error)).toEqual({
      kind: 'invalid',
      messages: ['Amount must be at least 500'],
    });
    expect(calculationProblemOf({ ...error, fieldErrors: undefined })).toEqual({
      kind: 'invalid',
      messages: ['Invalid input: Amount'],
    });
  });

  it('treats everything else as a failed calculation', () => {
    expect(calculationProblemOf(new TypeError('fetch failed'))).toEqual({ kind: 'failed', messages: [] });
    expect(calculationProblemOf({ status: 503, message: 'down' })).toEqual({ kind: 'failed', messages: [] });
  });
});
