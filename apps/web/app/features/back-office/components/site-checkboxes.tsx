import { COUNTRIES, type CountryId } from '@fuel/domain';
import { useId } from 'react';
import { Checkbox } from '../../../ui';
import styles from './site-checkboxes.module.css';

interface SiteCheckboxesProps {
  /** Checked at first. */
  readonly checked: readonly CountryId[];
  /** Why the choice was refused (German), linked to the group. */
  readonly error?: string;
  /** The field the sites post as (one value per checked site); `countryIds` by default. */
  readonly name?: string;
}

/** "Websites": a checkbox per site for content shown on several (CMS pages, site notices). */
export function SiteCheckboxes({ checked, error, name = 'countryIds' }: SiteCheckboxesProps) {
  const errorId = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend>Websites</legend>
      <div className={styles.checks}>
        {COUNTRIES.map((country) => (
          <Checkbox
            key={country.id}
            name={name}
            value={String(country.id)}
            label={country.name}
            defaultChecked={checked.includes(country.id)}
          />
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
