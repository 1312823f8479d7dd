import type { DealerSummaryOutput } from '@fuel/api-client';
import { PRODUCT_GROUP_IDS, dealerListPath, defaultConfiguration, formatQuantity } from '@fuel/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Breadcrumbs, CrossLinks } from '../../content';
import { offerListHref } from '../../offers';
import { siteHref } from '../../../lib/site/site-links.util';
import { useSite } from '../../../lib/site/site-provider';
import { dealerListQuery } from '../queries';
import { RatingSummary } from './rating-summary';
import { ZipSearchForm } from './zip-search-form';
import { useApiClient } from '../../../lib/api/api-client-provider';
import { Button } from '../../../ui';
import styles from './dealer-cards.module.css';

interface DealerListPageProps {
  readonly where: { readonly state: string; readonly zipCode?: string };
  readonly path: string;
}

/** Dealers delivering to a state or a postal code, best rated first. */
export function DealerListPage({ where, path }: DealerListPageProps) {
  const api = useApiClient();
  const site = useSite();
  const { data } = useSuspenseQuery(dealerListQuery(api, site.countryId, where));
  if (!data) return null;
  const statePath = dealerListPath(data.State.FriendlyName);
  const placeTitle = data.ZipCode ? `${data.ZipCode} ${data.Place ?? ''}`.trim() : undefined;
  const title = placeTitle ? `Heizölhändler für ${placeTitle}` : `Heizölhändler in ${data.State.Name}`;
  const count = formatQuantity(data.Total, site.code);
  return (
    <div className="container section dealer-list">
      <Breadcrumbs
        items={[
          { label: 'Heizölhändler', path: dealerListPath() },
          { label: data.State.Name, path: statePath },
          ...(placeTitle ? [{ label: placeTitle }] : []),
        ]}
      />
      <h1>{title}</h1>
      <p className="narrow-content">
        {data.Total === 0
          ? 'Für dieses Gebiet ist derzeit kein Händler eingetragen.'
          : `${count} ${data.Total === 1 ? 'Händler liefert' : 'Händler liefern'} ${placeTitle ? 'an diese Postleitzahl' : `nach ${data.State.Name}`}. Die besten Bewertungen stehen oben.`}
      </p>
      {data.ZipCode && (
        <p>
          <Button asChild>
            <Link
              to={offerListHref(site, {
                ...defaultConfiguration(site.countryId, PRODUCT_GROUP_IDS.heatingOil),
                ZipCode: data.ZipCode,
              })}
            >
              {`Heizölpreise für ${data.ZipCode} vergleichen`}
            </Link>
          </Button>
        </p>
      )}
      <ZipSearchForm />
      <ul className={styles.cards}>
        {data.Dealers.map((dealer) => (
          <DealerCard key={dealer.Id} dealer={dealer} />
        ))}
      </ul>
      <CrossLinks path={path} />
    </div>
  );
}

function DealerCard({ dealer }: { readonly dealer: DealerSummaryOutput }) {
  const site = useSite();
  return (
    <li className={styles.card} data-testid="dealer-card">
      <h2 className={styles.name}>
        <Link to={siteHref(site, dealer.Link)}>{dealer.Name}</Link>
      </h2>
      <p className="muted">{`${dealer.ZipCode} ${dealer.City} · ${dealer.BranchCount} ${dealer.BranchCount === 1 ? 'Standort' : 'Standorte'}`}</p>
      <RatingSummary rating={dealer.Rating} />
    </li>
  );
}
