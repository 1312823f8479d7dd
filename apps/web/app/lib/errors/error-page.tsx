import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { isChunkLoadError, reloadAfterChunkError } from '../chunk-reload/chunk-reload.util';
import { siteHref } from '../site/site-links.util';
import { useSite } from '../site/site-provider';
import { Button } from '../../ui';
import { errorStatusOf, errorTextsFor } from './error-status.util';

/**
 * The page of a thrown response or error: its status in German words (spec 1 §8, spec 2 §8), a reload after a
 * stale chunk, and `search` (the boundary's way to start over, e.g. the compact calculator) above the link home.
 */
export function ErrorPage({ error, search }: { error: unknown; search?: ReactNode }) {
  const site = useSite();
  const status = errorStatusOf(error);
  const { headline, detail } = errorTextsFor(status);

  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }, [error]);

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
