import { isRouteErrorResponse } from 'react-router';

/** HTTP status an error boundary shows: the thrown response's status, 500 for everything else. */
export function errorStatusOf(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

export interface ErrorTexts {
  readonly headline: string;
  readonly detail: string;
}

/** Error page wording (spec 1 §8, spec 2 §8). */
export function errorTextsFor(status: number): ErrorTexts {
  if (status === 404) {
    return {
      headline: 'Die angeforderte Seite existiert nicht...',
      detail: 'Bitte nutzen Sie die Navigation, um zur gewünschten Seite zu gelangen.',
    };
  }
  return {
    headline: 'Da ist leider etwas schiefgelaufen...',
    detail:
      status === 401
        ? 'Leider haben Sie keinen Zugang zu dieser Seite.'
        : 'Unsere Techniker sind bereits informiert und arbeiten an einer Lösung.',
  };
}
