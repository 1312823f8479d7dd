import { countryByCode } from '@fuel/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Breadcrumbs, LinkColumns } from '../../content';
import { siteHref } from '../../../lib/site/site-links.util';
import { useSite } from '../../../lib/site/site-provider';
import { dealerStatesQuery } from '../queries';
import { ZipSearchForm } from './zip-search-form';
import { useApiClient } from '../../../lib/api/api-client-provider';

/** Start of the directory: the postal-code search and every state with its number of dealers. */
export function DealerDirectoryPage({ searched }: { readonly searched: string | null }) {
  const api = useApiClient();
  const site = useSite();
  const country = countryByCode(site.code);
  const { data } = useSuspenseQuery(dealerStatesQuery(api, site.countryId));
  const stateWord = site.countryId === 3 ? 'Kanton' : 'Bundesland';
  return (
    <div className="container section dealer-directory">
      <Breadcrumbs items={[{ label: 'Heizölhändler' }]} />
      <h1>{`Heizölhändler ${country.nameInSentence}`}</h1>
      <p className="narrow-content">
        Finden Sie regionale Heizölhändler, die an Ihre Adresse liefern: mit Bewertungen, Zahlungsarten und
        Liefergebiet. Die aktuellen Preise vergleichen Sie anschließend direkt im Rechner.
      </p>
      <ZipSearchForm defaultValue={searched ?? undefined} />
      {searched !== null && (
        <p className="notice notice--error" role="alert">
          {`Für „${searched}“ haben wir keine Händler gefunden. Bitte prüfen Sie die Postleitzahl.`}
        </p>
      )}
      <h2>{`Händler nach ${stateWord}`}</h2>
      <LinkColumns>
        {data.States.map((state) => (
          <li key={state.Id}>
            <Link to={siteHref(site, state.Link)}>{state.Name}</Link>{' '}
            <span className="muted">{`(${state.DealerCount})`}</span>
          </li>
        ))}
      </LinkColumns>
    </div>
  );
}
