import type {
  AreaServedOutput,
  BranchSummaryOutput,
  PaymentMethodOutput,
  ProductOutput,
} from '@fuel/api-client';
import { PRODUCT_GROUP_IDS, defaultConfiguration, formatQuantity } from '@fuel/domain';
import { Link } from 'react-router';
import { CompactCalculatorBar, offerListHref } from '../../offers';
import { LinkColumns } from '../../content';
import { siteHref } from '../../../lib/site/site-links.util';
import { useSite } from '../../../lib/site/site-provider';
import { ServedZipCodes } from './served-zip-codes';
import styles from './dealer-details.module.css';

const WEEKDAYS = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'] as const;

/** ISO weekdays as 'Mo, Di, Mi, Do, Fr'. */
export function weekdayList(days: readonly number[]): string {
  return days.map((day) => WEEKDAYS[day - 1] ?? '').join(', ');
}

/** Products grouped by product group, and the accepted payment methods. */
export function DealerOffer({
  products,
  paymentMethods,
  monthlyRateCount,
}: {
  readonly products: readonly ProductOutput[];
  readonly paymentMethods: readonly PaymentMethodOutput[];
  readonly monthlyRateCount: number | null | undefined;
}) {
  const groups = [...new Set(products.map((p) => p.ProductGroupName))];
  return (
    <div className={styles.offer}>
      <section aria-labelledby="dealer-products">
        <h2 id="dealer-products">Produkte</h2>
        {groups.length === 0 ? (
          <p className="muted">Derzeit keine Preise hinterlegt.</p>
        ) : (
          <dl className="definition-list">
            {groups.map((group) => (
              <div key={group}>
                <dt>{group}</dt>
                <dd>
                  {products
                    .filter((p) => p.ProductGroupName === group)
                    .map((p) => p.Name)
                    .join(', ')}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <section aria-labelledby="dealer-payment">
        <h2 id="dealer-payment">Zahlungsarten</h2>
        <ul>
          {paymentMethods.map((method) => (
            <li key={method.Id}>
              {method.Name}
              {method.Id === 23 && monthlyRateCount ? ` (bis ${monthlyRateCount} Monate)` : ''}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** States, the nearest towns delivered to (each linking to its dealer list) and every postal code served. */
export function AreaServed({ area }: { readonly area: AreaServedOutput }) {
  const site = useSite();
  return (
    <section className="section" aria-labelledby="area-served">
      <h2 id="area-served">Liefergebiet</h2>
      <p>
        {`Lieferung an ${formatQuantity(area.ZipCodeCount, site.code)} Postleitzahlen`}
        {area.States.length > 0 && ` in ${area.States.map((s) => s.Name).join(', ')}`}.
      </p>
      {area.Places.length > 0 && (
        <LinkColumns>
          {area.Places.map((place) => (
            <li key={place.ZipCode}>
              <Link to={siteHref(site, place.Link)}>{`${place.ZipCode} ${place.Place}`}</Link>
            </li>
          ))}
        </LinkColumns>
      )}
      <ServedZipCodes regions={area.Regions} />
    </section>
  );
}

/** The compact calculator prefilled with a postal code the dealer delivers to, and a direct link. */
export function DealerCalculator({ zipCode, name }: { readonly zipCode: string; readonly name: string }) {
  const site = useSite();
  const configuration = {
    ...defaultConfiguration(site.countryId, PRODUCT_GROUP_IDS.heatingOil),
    ZipCode: zipCode,
  };
  return (
    <section className={`${styles.calculator} section`} aria-labelledby="dealer-calculator">
      <h2 id="dealer-calculator">{`Preise von ${name} und weiteren Händlern vergleichen`}</h2>
      <CompactCalculatorBar configuration={configuration} showSettings={false} />
      <p>
        <Link to={offerListHref(site, configuration)}>{`Angebote für PLZ ${zipCode} ansehen`}</Link>
      </p>
    </section>
  );
}

/** One branch with address, delivery days and lead time. */
export function BranchFacts({ branch }: { readonly branch: BranchSummaryOutput }) {
  const site = useSite();
  return (
    <dl className="definition-list">
      <div>
        <dt>Adresse</dt>
        <dd>{`${branch.Street}, ${branch.ZipCode} ${branch.City}`}</dd>
      </div>
      <div>
        <dt>Liefertage</dt>
        <dd>{weekdayList(branch.DeliveryWeekdays)}</dd>
      </div>
      <div>
        <dt>Lieferzeit</dt>
        <dd>{`ab ${branch.LeadTimeDays} ${branch.LeadTimeDays === 1 ? 'Werktag' : 'Werktagen'}`}</dd>
      </div>
      <div>
        <dt>Liefergebiet</dt>
        <dd>
          {`${formatQuantity(branch.ZipCodeCount, site.code)} Postleitzahlen`}
          {branch.DeliveryRadiusKm ? ` (Umkreis ${branch.DeliveryRadiusKm} km)` : ''}
        </dd>
      </div>
    </dl>
  );
}
