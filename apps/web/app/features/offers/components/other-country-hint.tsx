import type { CalculatorConfiguration, OtherCountryHintSegment } from '@fuel/domain';
import { SiteLink } from '../../../lib/site/site-link';
import { useSite } from '../../../lib/site/site-provider';
import { otherSiteOfferListHref } from '../offer-links.util';
import styles from './validation.module.css';

interface OtherCountryHintProps {
  readonly segments: readonly OtherCountryHintSegment[];
  /** The form's values: the link opens that site's offer list for this postal code. */
  readonly configuration: Pick<CalculatorConfiguration, 'ProductGroupId' | 'ZipCode' | 'Amount'>;
}

/** '… Meinten Sie vielleicht eine PLZ in Österreich oder in der Schweiz?', each country a link to its offers. */
export function OtherCountryHint({ segments, configuration }: OtherCountryHintProps) {
  const site = useSite();
  return (
    <p className={styles.otherCountryHint}>
      {segments.map((segment, index) =>
        segment.kind === 'text' ? (
          <span key={index}>{segment.text}</span>
        ) : (
          <SiteLink key={index} href={otherSiteOfferListHref(site, segment.code, configuration)}>
            {segment.text}
          </SiteLink>
        ),
      )}
    </p>
  );
}
