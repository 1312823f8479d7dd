import type { CalculationProblem } from '../calculation-error.util';
import { Button } from '../../../ui';

interface CalculationProblemNoticeProps {
  readonly problem: CalculationProblem;
  readonly onRetry: () => void;
}

/** A failed calculation: the field messages of an invalid request, or a retry for everything else. */
export function CalculationProblemNotice({ problem, onRetry }: CalculationProblemNoticeProps) {
  if (problem.kind === 'invalid') {
    return (
      <div className="notice notice--error" role="alert">
        <strong>Bitte prüfen Sie Ihre Angaben:</strong>
        <ul>
          {problem.messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div className="notice notice--error" role="alert">
      <strong>Die Angebote konnten nicht berechnet werden.</strong>
      <p>Bitte versuchen Sie es in einem Moment erneut.</p>
      <Button variant="link" onClick={onRetry}>
        Erneut versuchen
      </Button>
    </div>
  );
}
