import { useEffect } from 'react';
import { Link } from 'react-router';
import { CompactCalculatorBar } from '../../features/offers/components/compact-calculator-bar';
import { isChunkLoadError, reloadAfterChunkError } from '../chunk-reload/chunk-reload.util';
import { siteHref } from '../site/site-links.util';
import { useSite } from '../site/site-provider';
import { errorStatusOf, errorTextsFor } from './error-status.util';

export function ErrorPage({ error }: { error: unknown }) {
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
        <CompactCalculatorBar />
        <div className="error-page__actions">
          <Link to={siteHref(site, '/')} className="button">
            Zur Startseite
          </Link>
        </div>
      </div>
    </section>
  );
}
