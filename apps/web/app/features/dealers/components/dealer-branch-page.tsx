import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Breadcrumbs, CrossLinks } from '../../content';
import { siteHref } from '../../../lib/site/site-links.util';
import { useSite } from '../../../lib/site/site-provider';
import { dealerCrumbs } from '../dealer-crumbs.util';
import { dealerBranchQuery } from '../queries';
import { AreaServed, BranchFacts, DealerCalculator, DealerOffer } from './dealer-details';
import { RatingSummary } from './rating-summary';
import { useApiClient } from '../../../lib/api/api-client-provider';

/** A branch of a dealer: where it is, when it delivers, what and where to. */
export function DealerBranchPage({ id, branchId }: { readonly id: string; readonly branchId: string }) {
  const api = useApiClient();
  const site = useSite();
  const { data: branch } = useSuspenseQuery(dealerBranchQuery(api, site.countryId, id, branchId));
  if (!branch) return null;
  return (
    <div className="container section dealer-page">
      <Breadcrumbs items={dealerCrumbs(branch)} />
      <h1>{`${branch.Dealer.Name} – ${branch.Name}`}</h1>
      <p>
        {'Standort von '}
        <Link to={siteHref(site, branch.Dealer.Link)}>{branch.Dealer.Name}</Link>
      </p>
      <BranchFacts branch={branch} />
      <section aria-labelledby="branch-rating">
        <h2 id="branch-rating">Kundenbewertungen des Händlers</h2>
        <RatingSummary rating={branch.Dealer.Rating} />
      </section>
      <DealerCalculator zipCode={branch.CalculatorZipCode} name={branch.Dealer.Name} />
      <DealerOffer
        products={branch.Products}
        paymentMethods={branch.PaymentMethods}
        monthlyRateCount={branch.MonthlyRateCount}
      />
      <AreaServed area={branch.AreaServed} />
      <CrossLinks path={branch.Link} />
    </div>
  );
}
