import { errorText } from '../../lib/errors/api-error.util';

interface MutationFeedbackProps {
  readonly isError: boolean;
  readonly error: unknown;
  readonly success?: string;
  /** The error line when the API gives no message written for the user (see errorText). */
  readonly fallback?: string;
}

/** The German success or error line under a form. */
export function MutationFeedback({
  isError,
  error,
  success,
  fallback = 'Das hat leider nicht geklappt. Bitte versuchen Sie es erneut.',
}: MutationFeedbackProps) {
  if (isError) {
    return (
      <p className="form-error" role="alert">
        {errorText(error, fallback)}
      </p>
    );
  }
  return success ? (
    <p className="form-success" role="status">
      {success}
    </p>
  ) : null;
}
