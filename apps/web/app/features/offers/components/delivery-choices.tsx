import type { CalculatorInitOutput } from '@fuel/api-client';
import { type CalculatorConfiguration, UPSELLING_KEYS, buildOptionGroupLookup } from '@fuel/domain';
import { useMemo } from 'react';
import { useSite } from '../../../lib/site/site-provider';
import { withOption, withStations } from '../configuration-change.util';
import { earliestDesiredDate } from '../desired-date.util';
import type { UpsellPrices } from '../hooks/use-upsell-prices';
import { OptionGroupFieldset } from './option-group-fieldset';
import { StationsFieldset } from './stations-fieldset';

/** The option group whose alternatives the upselling endpoint prices under the delivery key. */
const DELIVERY_PRICED_GROUP_KEY = 'deliveryTime';

interface DeliveryChoicesProps {
  readonly catalogue: CalculatorInitOutput;
  readonly configuration: CalculatorConfiguration;
  readonly onChange: (next: CalculatorConfiguration) => void;
  readonly prices?: UpsellPrices;
}

/** Every option group of the catalogue (delivery time, hose, tanker, payment, window) and the stations. */
export function DeliveryChoices({ catalogue, configuration, onChange, prices }: DeliveryChoicesProps) {
  const { code } = useSite();
  const groupOfId = useMemo(() => buildOptionGroupLookup(catalogue.Groups), [catalogue.Groups]);
  const minDesiredDate = earliestDesiredDate(code);
  return (
    <>
      {catalogue.Groups.map((group) => {
        const ids = new Set(group.Parameters.map((p) => p.Id));
        return (
          <OptionGroupFieldset
            key={group.Key}
            group={group}
            selected={configuration.Parameters.find((p) => ids.has(p.Id))}
            onSelect={(param) => onChange(withOption(configuration, groupOfId, param))}
            prices={
              group.Key === DELIVERY_PRICED_GROUP_KEY ? prices?.get(UPSELLING_KEYS.delivery) : undefined
            }
            minDesiredDate={minDesiredDate}
          />
        );
      })}
      <StationsFieldset
        stations={catalogue.StationList}
        selected={configuration.Stations}
        onSelect={(stations) => onChange(withStations(configuration, stations))}
        prices={prices?.get(UPSELLING_KEYS.stations)}
      />
    </>
  );
}
