import type { CalculatorInitOutput } from '@fuel/api-client';
import { type CalculatorConfiguration, formatQuantity, isValidZipCode } from '@fuel/domain';
import { useQuery } from '@tanstack/react-query';
import { zipCodeCheckQuery } from '../queries';
import { useSite } from '../../../lib/site/site-provider';
import { useApiClient } from '../../../lib/api/api-client-provider';
import styles from './offer-list.module.css';

interface OfferListSummaryProps {
  readonly configuration: CalculatorConfiguration;
  readonly catalogue: CalculatorInitOutput | undefined;
}

/** 'PLZ 80331 München · 3.000 l · Heizöl Standard schwefelarm'. */
export function OfferListSummary({ configuration, catalogue }: OfferListSummaryProps) {
  const api = useApiClient();
  const { code } = useSite();
  const { ZipCode, CountryId, Amount } = configuration;
  const place = useQuery({
    ...zipCodeCheckQuery(api, ZipCode, CountryId),
    enabled: isValidZipCode(ZipCode, CountryId),
  }).data?.Places[0]?.Place;
  const product = catalogue?.Products.find((p) => p.Id === configuration.Product.Id);
  const unit = catalogue?.Unit ?? 'l';
  const parts = [
    ZipCode && `PLZ ${ZipCode}${place ? ` ${place}` : ''}`,
    `${formatQuantity(Amount, code)} ${unit}`,
    product && `${product.Name}${configuration.Product.ClimateNeutral ? ', klimaneutral' : ''}`,
  ].filter(Boolean);
  return (
    <p className={styles.summary} data-testid="offer-list-summary">
      {parts.join(' · ')}
    </p>
  );
}
