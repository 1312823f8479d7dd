import type { ServedRegionOutput } from '@fuel/api-client';
import { formatQuantity } from '@fuel/domain';
import { useSite } from '../../../lib/site/site-provider';
import styles from './served-zip-codes.module.css';

/**
 * Every postal code the dealer delivers to, one collapsible block per Kreis or Bezirk, so a visitor can check
 * their own. A large-customer code (a company's own) is listed by its number only, never under a company name.
 */
export function ServedZipCodes({ regions }: { readonly regions: readonly ServedRegionOutput[] }) {
  const { code } = useSite();
  if (regions.length === 0) return null;
  return (
    <section className={styles.served} aria-labelledby="served-zip-codes">
      <h3 id="served-zip-codes">Alle belieferten Postleitzahlen</h3>
      {regions.map((region) => (
        <details key={region.Name} className={styles.region}>
          <summary>
            <span className={styles.regionName}>{region.Name}</span>{' '}
            <span className={styles.count}>
              {`${formatQuantity(region.ZipCodes.length, code)} ${region.ZipCodes.length === 1 ? 'Postleitzahl' : 'Postleitzahlen'}`}
            </span>
          </summary>
          <ul className={styles.codes}>
            {region.ZipCodes.map((zip) => (
              <li key={zip.ZipCode}>
                <span className={styles.zip}>{zip.ZipCode}</span>
                {zip.Places.length > 0 && ` ${zip.Places.join(', ')}`}
              </li>
            ))}
          </ul>
        </details>
      ))}
    </section>
  );
}
