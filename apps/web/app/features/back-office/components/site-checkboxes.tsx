import { COUNTRIES, type CountryId } from '@fuel/domain';
import { CheckboxGroup } from '../../../ui';

interface SiteCheckboxesProps {
  /** Checked at first. */
  readonly checked: readonly CountryId[];
  /** Why the choice was refused (German), linked to the group. */
  readonly error?: string;
  /** The field the sites post as (one value per checked site); `countryIds` by default. */
  readonly name?: string;
}

const SITE_OPTIONS = COUNTRIES.map((country) => ({ value: String(country.id), label: country.name }));

/** "Websites": a checkbox per site for content shown on several (CMS pages, site notices, ads). */
export function SiteCheckboxes({ checked, error, name = 'countryIds' }: SiteCheckboxesProps) {
  return (
    <CheckboxGroup
      legend="Websites"
      name={name}
      options={SITE_OPTIONS}
      checked={checked.map(String)}
      error={error}
      layout="inline"
    />
  );
}
