import { useEffect } from 'react';
import { Link } from 'react-router';
import { useSessionActions } from '../../../lib/session/use-session-actions';
import { useSite } from '../../../lib/site/site-provider';
import { siteHref } from '../../../lib/site/site-links.util';
import { Button } from '../../../ui';
import type { ConfirmationResult } from '../confirmation-result.util';

export function ConfirmationMessage({ result }: { result: ConfirmationResult }) {
  const site = useSite();
  const { signedIn } = useSessionActions();
  // A link that signed the visitor in set the session cookies; the session state follows at once.
  useEffect(() => {
    if (result.signedInToken) signedIn(result.signedInToken);
  }, [result.signedInToken, signedIn]);
  return (
    <div className={`confirmation confirmation--${result.state}`} data-state={result.state}>
      <h1>{result.headline}</h1>
      <p>{result.message}</p>
      {result.links ? (
        <p className="confirmation__links">
          {result.links.map((link, index) => (
            // A whole page load: the session this link may have started is read from its cookies.
            <Button key={link.href} asChild variant={index === 0 ? 'primary' : 'secondary'}>
              <a href={link.href}>{link.label}</a>
            </Button>
          ))}
        </p>
      ) : (
        <Button asChild>
          <Link to={siteHref(site, '/')}>Zur Startseite</Link>
        </Button>
      )}
    </div>
  );
}
