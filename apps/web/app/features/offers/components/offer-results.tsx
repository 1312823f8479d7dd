import type { CalculationResultOutput, CalculatorInitOutput } from '@fuel/api-client';
import { type CalculatorConfiguration, MIN_AMOUNT, canCalculate, formatQuantity } from '@fuel/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSite } from '../../../lib/site/site-provider';
import { calculationProblemOf } from '../calculation-error.util';
import { orderParametersHref } from '../offer-links.util';
import { type OfferSort, sortOffers } from '../offer-sort.util';
import { CalculationProblemNotice } from './calculation-problem-notice';
import { OfferCard } from './offer-card';
import { OfferSortControl } from './offer-sort-control';
import styles from './offer-list.module.css';

interface OfferResultsProps {
  readonly configuration: CalculatorConfiguration;
  readonly catalogue: CalculatorInitOutput | undefined;
  readonly offers: UseQueryResult<CalculationResultOutput, unknown>;
}

const NO_OFFERS = 'Für Ihre Angaben haben wir leider keine Angebote gefunden.';

function ResultsBody({ configuration, catalogue, offers }: OfferResultsProps) {
  const site = useSite();
  const [sort, setSort] = useState<OfferSort>('price');
  const paymentLabels = useMemo(
    () => new Map(catalogue?.Groups.flatMap((g) => g.Parameters.map((p) => [p.Id, p.Label] as const)) ?? []),
    [catalogue],
  );

  if (!canCalculate(configuration)) {
    return (
      <p className="notice">
        {`Für Angebote brauchen wir Ihre Postleitzahl und eine Menge ab ${formatQuantity(MIN_AMOUNT, site.code)} ${catalogue?.Unit ?? 'l'}.`}
      </p>
    );
  }
  if (offers.isError) {
    return (
      <CalculationProblemNotice
        problem={calculationProblemOf(offers.error)}
        onRetry={() => void offers.refetch()}
      />
    );
  }
  if (!offers.data) return <p className="notice">Die Angebote werden geladen …</p>;

  const { Items, HasDefaultOffers, Message } = offers.data;
  if (Items.length === 0) return <p className="notice">{Message ?? NO_OFFERS}</p>;
  return (
    <>
      <div className={styles.resultsBar}>
        <p className={styles.resultsCount}>{Items.length === 1 ? '1 Angebot' : `${Items.length} Angebote`}</p>
        <OfferSortControl value={sort} onChange={setSort} />
      </div>
      {HasDefaultOffers && (
        <div className="notice notice--info" role="note">
          <strong>Regionale Richtangebote</strong>
          <p>{Message}</p>
        </div>
      )}
      <ol className={styles.cards}>
        {sortOffers(Items, sort).map((offer) => (
          <li key={`${offer.DealerId}-${offer.BranchId}-${offer.ProductId}`}>
            <OfferCard
              offer={offer}
              paymentLabels={paymentLabels}
              orderHref={orderParametersHref(site, configuration, offer)}
            />
          </li>
        ))}
      </ol>
    </>
  );
}

/** A short line for screen readers; the cards themselves are not read out on every change. */
function statusText({ configuration, offers }: OfferResultsProps): string {
  if (!canCalculate(configuration) || offers.isError) return '';
  if (offers.isFetching || !offers.data) return 'Die Angebote werden geladen …';
  const count = offers.data.Items.length;
  return count === 1 ? '1 Angebot gefunden' : `${count} Angebote gefunden`;
}

/** The result area: busy while a change re-queries, its outcome announced in one status line. */
export function OfferResults(props: OfferResultsProps) {
  return (
    <section className="offer-results" aria-labelledby="offer-results-headline">
      <h2 id="offer-results-headline" className="visually-hidden">
        Angebote
      </h2>
      <p className="visually-hidden" role="status">
        {statusText(props)}
      </p>
      <div aria-busy={props.offers.isFetching}>
        <ResultsBody {...props} />
      </div>
    </section>
  );
}
