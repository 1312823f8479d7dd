import type { ErrorResponse } from '@fuel/api-client';
import { errorText } from '../../lib/errors/api-error.util';

/** What the offer list says about a failed calculation. */
export interface CalculationProblem {
  readonly kind: 'invalid' | 'failed';
  /** The API's field messages of a 400 answer. */
  readonly messages: readonly string[];
}

function isErrorResponse(error: unknown): error is ErrorResponse {
  return typeof error === 'object' && error !== null && 'status' in error && 'message' in error;
}

export function calculationProblemOf(error: unknown): CalculationProblem {
  if (isErrorResponse(error) && error.status === 400) {
    const messages = error.fieldErrors?.flatMap((field) => field.messages) ?? [];
    return { kind: 'invalid', messages: messages.length > 0 ? messages : [errorText(error)] };
  }
  return { kind: 'failed', messages: [] };
}
