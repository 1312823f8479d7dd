import { data, isRouteErrorResponse, type RouterContextProvider } from 'react-router';

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
  if (status === 410) {
    // A CMS page that was taken off the site (issue #16).
    return {
      headline: 'Diese Seite gibt es nicht mehr...',
      detail:
        'Ihr Inhalt wurde entfernt. Bitte nutzen Sie die Navigation, um zur gewünschten Seite zu gelangen.',
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

/** A loader's "no such page": rendered by the layout's error boundary as the 404 page (spec 1 §8). */
export function notFoundPage(): never {
  throw data('Not Found', { status: 404 });
}

/** What the page loaders of the content features read from React Router's loader arguments. */
export interface PageLoaderArgs {
  readonly url: URL;
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly context: Readonly<RouterContextProvider>;
}
