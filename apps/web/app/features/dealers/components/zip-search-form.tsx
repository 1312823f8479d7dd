import { countryByCode, dealerListPath } from '@fuel/domain';
import { useId } from 'react';
import { siteHref } from '../../../lib/site/site-links.util';
import { useSite } from '../../../lib/site/site-provider';
import { ZIP_SEARCH_PARAM } from '../dealer-search.constant';

/** Postal-code search of the directory: a plain GET form, so it works without JavaScript. */
export function ZipSearchForm({ defaultValue }: { readonly defaultValue?: string }) {
  const site = useSite();
  const id = useId();
  const { zipLength } = countryByCode(site.code);
  return (
    <form className="dealer-search" method="get" action={siteHref(site, dealerListPath())} role="search">
      <label htmlFor={id}>Heizölhändler für Ihre Postleitzahl finden</label>
      <div className="dealer-search__row">
        <input
          id={id}
          name={ZIP_SEARCH_PARAM}
          inputMode="numeric"
          autoComplete="postal-code"
          pattern={`\\d{${zipLength}}`}
          maxLength={zipLength}
          placeholder="PLZ"
          defaultValue={defaultValue}
          required
        />
        <button type="submit" className="button">
          Händler suchen
        </button>
      </div>
    </form>
  );
}
