import { COUNTRIES } from '@fuel/domain';
import type { ReactNode } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { Button, Field, Select, TextInput } from '../../../ui';
import { nextPageHref } from '../next-page.util';
import styles from './filter-form.module.css';

const SITE_OPTIONS = COUNTRIES.map((country) => ({ value: String(country.id), label: country.name }));

interface FilterFormProps {
  /** The form's accessible name, e.g. 'Bestellungen suchen'. */
  readonly label: string;
  readonly submitLabel: string;
  /** `search` for a search form (a landmark); a plain filter form has none. */
  readonly role?: 'search';
  /** `post` where the filters start a job (the order export) instead of narrowing the page. */
  readonly method?: 'get' | 'post';
  readonly children: ReactNode;
}

/** A back-office filter form: its fields in columns that wrap, the button last (works without JavaScript). */
export function FilterForm({ label, submitLabel, role, method = 'get', children }: FilterFormProps) {
  return (
    <Form method={method} className={styles.filters} role={role} aria-label={label}>
      {children}
      <div className={styles.submit}>
        <Button type="submit">{submitLabel}</Button>
      </div>
    </Form>
  );
}

interface PeriodFieldsProps {
  readonly fromLabel: string;
  readonly toLabel: string;
  readonly from: string | undefined;
  readonly to: string | undefined;
  readonly required?: boolean;
  readonly errors?: { readonly from?: string; readonly to?: string };
}

/** The `from`/`to` date fields (YYYY-MM-DD) of a filter. */
export function PeriodFields({ fromLabel, toLabel, from, to, required, errors }: PeriodFieldsProps) {
  return (
    <>
      <Field label={fromLabel} error={errors?.from}>
        <TextInput name="from" type="date" defaultValue={from} required={required} />
      </Field>
      <Field label={toLabel} error={errors?.to}>
        <TextInput name="to" type="date" defaultValue={to} required={required} />
      </Field>
    </>
  );
}

interface SiteSelectProps {
  readonly label: string;
  readonly defaultValue: string | undefined;
  /** The empty choice for every site; without it a site must be chosen. */
  readonly allLabel?: string;
  readonly error?: string;
}

/** The `countryId` select of a filter, the sites by name. */
export function SiteSelect({ label, defaultValue, allLabel, error }: SiteSelectProps) {
  return (
    <Field label={label} error={error}>
      <Select
        name="countryId"
        defaultValue={defaultValue ?? ''}
        placeholder={allLabel}
        options={SITE_OPTIONS}
      />
    </Field>
  );
}

/** The `dealerId` field of a filter: a dealer's number. */
export function DealerIdField({ defaultValue }: { readonly defaultValue: string | undefined }) {
  return (
    <Field label="Händlernummer">
      <TextInput name="dealerId" inputMode="numeric" defaultValue={defaultValue} maxLength={10} />
    </Field>
  );
}

/** The link to a list's next page: the current filters with the next cursor in `param`; nothing on the last page. */
export function NextPageLink({
  param,
  cursor,
}: {
  readonly param: string;
  readonly cursor: string | number | null;
}) {
  const location = useLocation();
  if (cursor === null) return null;
  return (
    <p className={styles.next}>
      <Button asChild variant="secondary">
        <Link to={nextPageHref(location.search, param, cursor)}>Nächste Seite</Link>
      </Button>
    </p>
  );
}
