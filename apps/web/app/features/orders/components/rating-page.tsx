import { Form, Link, useNavigation } from 'react-router';
import { useSite } from '../../../lib/site/site-provider';
import { siteHref } from '../../../lib/site/site-links.util';
import type { RatingPageData, RatingResult } from '../rating.server';
import { Alert, Button } from '../../../ui';
import styles from './rating-page.module.css';

/** Rating a delivered order: 1–5 stars and a text, once. */
export function RatingPage({
  data,
  result,
}: {
  readonly data: RatingPageData;
  readonly result?: RatingResult;
}) {
  const site = useSite();
  const navigation = useNavigation();
  const home = (
    <Button asChild>
      <Link to={siteHref(site, '/')}>Zur Startseite</Link>
    </Button>
  );
  if (result?.ok) {
    return (
      <div className="confirmation confirmation--confirmed">
        <h1>Vielen Dank für Ihre Bewertung!</h1>
        <p>Ihre Bewertung hilft anderen Kunden bei der Wahl ihres Händlers.</p>
        {home}
      </div>
    );
  }
  if (data.state === 'closed') {
    return (
      <div className="confirmation confirmation--invalid">
        <h1>Bewertung nicht möglich</h1>
        <p>{data.message}</p>
        {home}
      </div>
    );
  }
  const { request } = data;
  return (
    <Form method="post" className="narrow-content" aria-label="Bewertung">
      <h1>Wie zufrieden waren Sie?</h1>
      <p>{`Bestellung ${request.OrderNumber}: ${request.Summary} von ${request.DealerName}`}</p>
      <fieldset>
        <legend>Ihre Bewertung</legend>
        {[5, 4, 3, 2, 1].map((stars) => (
          <label key={stars} className="checkbox">
            <input type="radio" name="stars" value={stars} required />{' '}
            {`${stars} ${stars === 1 ? 'Stern' : 'Sterne'}`}
          </label>
        ))}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor="rating-text">Ihr Kommentar (optional)</label>
        <textarea id="rating-text" name="text" rows={5} maxLength={2000} />
      </div>
      {result && !result.ok && (
        <Alert tone="error" live>
          {result.message}
        </Alert>
      )}
      <Button type="submit" loading={navigation.state === 'submitting'} loadingText="Wird gesendet …">
        Bewertung abschicken
      </Button>
    </Form>
  );
}
