import { phoneHref } from '../../../lib/site/site-links.util';
import { useSite } from '../../../lib/site/site-provider';

export function TrustSection() {
  const { customerPhone } = useSite();
  return (
    <section className="container section" aria-labelledby="trust-headline">
      <h2 id="trust-headline">Darum lohnt sich der Vergleich</h2>
      <ul className="trust-list">
        <li>
          <h3>Preise auf einen Blick</h3>
          <p>Angebote regionaler Händler für Ihre Postleitzahl übersichtlich nebeneinander.</p>
        </li>
        <li>
          <h3>Direkt beim Händler bestellen</h3>
          <p>Sie wählen das passende Angebot und bestellen ohne Umweg beim liefernden Händler.</p>
        </li>
        <li>
          <h3>Persönlicher Kundenservice</h3>
          <p>
            Fragen zu Ihrer Bestellung? Rufen Sie uns an:{' '}
            <a href={phoneHref(customerPhone)}>{customerPhone}</a>
          </p>
        </li>
      </ul>
    </section>
  );
}
