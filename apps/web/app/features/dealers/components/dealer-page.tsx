import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Breadcrumbs, CrossLinks } from '../../content';
import { phoneHref, siteHref } from '../../../lib/site/site-links.util';
import { useSite } from '../../../lib/site/site-provider';
import { dealerCrumbs } from '../dealer-crumbs.util';
import { dealerQuery } from '../queries';
import { AreaServed, BranchFacts, DealerCalculator, DealerOffer } from './dealer-details';
import { DealerReliability } from './dealer-reliability';
import { RatingSummary, RecentRatings } from './rating-summary';
import ratingStyles from './rating-summary.module.css';
import { useApiClient } from '../../../lib/api/api-client-provider';
import styles from './dealer-cards.module.css';

/** A dealer: contact, rating, calculator, products, payment methods, branches and area served. */
export function DealerPage({ id }: { readonly id: string }) {
  const api = useApiClient();
  const site = useSite();
  const { data: dealer } = useSuspenseQuery(dealerQuery(api, site.countryId, id));
  if (!dealer) return null;
  return (
    <div className="container section dealer-page">
      <Breadcrumbs items={dealerCrumbs(dealer)} />
      <h1>{dealer.Name}</h1>
      <p>
        {`${dealer.Street}, ${dealer.ZipCode} ${dealer.City}`} ·{' '}
        <a href={phoneHref(dealer.Phone)}>{dealer.Phone}</a>
      </p>
      <section aria-labelledby="dealer-rating">
        <h2 id="dealer-rating">Kundenbewertungen</h2>
        <div className={ratingStyles.overview}>
          <div>
            <RatingSummary rating={dealer.Rating} />
            {dealer.Rating.Count > 0 && (
              <p className="muted">{`Gesamtnote: ${dealer.Rating.Grade}, aus Bewertungen nach Lieferungen über unseren Marktplatz.`}</p>
            )}
          </div>
          <DealerReliability reliability={dealer.Reliability} />
        </div>
        <RecentRatings ratings={dealer.RecentRatings} />
      </section>
      <DealerCalculator zipCode={dealer.CalculatorZipCode} name={dealer.Name} />
      <DealerOffer
        products={dealer.Products}
        paymentMethods={dealer.PaymentMethods}
        monthlyRateCount={dealer.MonthlyRateCount}
      />
      <section className="section" aria-labelledby="dealer-branches">
        <h2 id="dealer-branches">{dealer.Branches.length === 1 ? 'Standort' : 'Standorte'}</h2>
        <ul className={styles.cards}>
          {dealer.Branches.map((branch) => (
            <li key={branch.Id} className={styles.card}>
              <h3>
                <Link to={siteHref(site, branch.Link)}>{branch.Name}</Link>
              </h3>
              <BranchFacts branch={branch} />
            </li>
          ))}
        </ul>
      </section>
      <AreaServed area={dealer.AreaServed} />
      <CrossLinks path={dealer.Link} />
    </div>
  );
}
