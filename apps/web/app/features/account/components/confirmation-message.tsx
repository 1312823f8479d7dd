import { Link } from 'react-router';
import { useSite } from '../../site/site-provider';
import { siteHref } from '../../site/site-links.util';
import type { ConfirmationResult } from '../confirmation-result.util';

export function ConfirmationMessage({ result }: { result: ConfirmationResult }) {
  const site = useSite();
  return (
    <div className={`confirmation confirmation--${result.state}`} data-state={result.state}>
      <h1>{result.headline}</h1>
      <p>{result.message}</p>
      <Link to={siteHref(site, '/')} className="button">
        Zur Startseite
      </Link>
    </div>
  );
}
