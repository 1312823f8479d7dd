import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { isChunkLoadError, reloadAfterChunkError } from '../chunk-reload/chunk-reload.util';
import { siteHref } from '../site/site-links.util';
import { useSite } from '../site/site-provider';
import { Button } from '../../ui';
import { useErrorReport } from './error-report-provider';
import { errorStatusOf, errorTextsFor } from './error-status.util';

// What React Router makes of an Error the production server caught (its own render, a loader or action), both
// in the hydrated page and after a navigation's data request: the original stays on the server. (The
// development server sends the original, which is then reported as the browser's too.)
const SANITIZED_SERVER_ERROR = 'Unexpected Server Error';

/**
 * Errors the page reports: only a browser's JavaScript fault. A route error response (404, 401, a thrown
 * `data()`) is an answer, not a fault; the server's own errors reach the browser sanitised and the server
 * records them itself (its 5xx are reported there, with the real stack).
 */
function isBrowserFault(error: unknown): error is Error {
  return error instanceof Error && error.message !== SANITIZED_SERVER_ERROR;
}

/**
 * The page of a thrown response or error: its status in German words (spec 1 §8, spec 2 §8), the report of a
 * browser's error, a reload after a stale chunk, and `search` (the boundary's way to start over, e.g. the
 * compact calculator) above the link home.
 */
export function ErrorPage({ error, search }: { error: unknown; search?: ReactNode }) {
  const site = useSite();
  const status = errorStatusOf(error);
  const { headline, detail } = errorTextsFor(status);
  const report = useErrorReport();

  // Reported on display (spec 2 §8), before a stale chunk's reload, as a report of its own: not held back
  // until the next navigation, which may never come.
  useEffect(() => {
    if (isBrowserFault(error)) report(error);
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }, [error, report]);

  return (
    <section className="container" aria-labelledby="error-headline">
      <div className="error-page">
        <title>{`Fehler ${status}`}</title>
        <meta name="robots" content="noindex" />
        <p className="error-page__status">Fehler {status}</p>
        <h1 id="error-headline">{headline}</h1>
        <p>{detail}</p>
        {search}
        <div className="error-page__actions">
          <Button asChild>
            <Link to={siteHref(site, '/')}>Zur Startseite</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
