import { countryByCode, dealerListPath } from '@fuel/domain';
import { useId } from 'react';
import { siteHref } from '../../../lib/site/site-links.util';
import { useSite } from '../../../lib/site/site-provider';
import { Button, TextInput } from '../../../ui';
import { ZIP_SEARCH_PARAM } from '../dealer-search.constant';
import styles from './zip-search-form.module.css';

/** Postal-code search of the directory: a plain GET form, so it works without JavaScript. */
export function ZipSearchForm({ defaultValue }: { readonly defaultValue?: string }) {
  const site = useSite();
  const id = useId();
  const { zipLength } = countryByCode(site.code);
  return (
    <form className={styles.search} method="get" action={siteHref(site, dealerListPath())} role="search">
      <label htmlFor={id}>Heizölhändler für Ihre Postleitzahl finden</label>
      <div className={styles.row}>
        <TextInput
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
        <Button type="submit">Händler suchen</Button>
      </div>
    </form>
  );
}
