import type { SupportUserPageOutput, SupportUserRowOutput } from '@fuel/api-client';
import { formatShortDate } from '@fuel/domain';
import { Link } from 'react-router';
import { siteHref } from '../../../../lib/site/site-links.util';
import { useSite } from '../../../../lib/site/site-provider';
import { Alert, Badge, EmptyState, Field, Select, Table, TextInput } from '../../../../ui';
import { FilterForm, NextPageLink, SiteSelect, supportUserPath } from '../../../back-office';
import { ROLE_LABELS, type UserSearchQuery } from '../support-user-filters.util';
import styles from './support-users.module.css';

interface UserSearchPageProps {
  readonly query: UserSearchQuery;
  readonly page: SupportUserPageOutput;
  /** The API's message for a refused filter. */
  readonly problem: string | null;
}

const ROLE_OPTIONS = Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label }));
const GUEST_OPTIONS = [
  { value: 'false', label: 'Nur Konten' },
  { value: 'true', label: 'Nur Gäste' },
];

/** The back office's user search: a GET form of filters and the result, 50 a page (newest accounts first). */
export function UserSearchPage({ query, page, problem }: UserSearchPageProps) {
  const site = useSite();
  const nameOf = (user: SupportUserRowOutput) =>
    [user.firstName, user.lastName].filter(Boolean).join(' ') || '–';
  return (
    <>
      <h1>Benutzer</h1>
      <FilterForm label="Benutzer suchen" submitLabel="Suchen" role="search">
        <Field label="E-Mail beginnt mit">
          <TextInput name="email" type="search" defaultValue={query.email ?? ''} maxLength={254} />
        </Field>
        <Field label="Name beginnt mit">
          <TextInput name="name" type="search" defaultValue={query.name ?? ''} maxLength={100} />
        </Field>
        <Field label="Kundennummer">
          <TextInput name="customerNumber" inputMode="numeric" defaultValue={query.customerNumber ?? ''} />
        </Field>
        <Field label="Rolle">
          <Select name="role" placeholder="Alle" options={ROLE_OPTIONS} defaultValue={query.role ?? ''} />
        </Field>
        <SiteSelect label="Seite" allLabel="Alle" defaultValue={query.countryId} />
        <Field label="Gast">
          <Select name="guest" placeholder="Alle" options={GUEST_OPTIONS} defaultValue={query.guest ?? ''} />
        </Field>
      </FilterForm>
      {problem && (
        <Alert tone="error" live>
          {problem}
        </Alert>
      )}
      {page.users.length === 0 ? (
        <EmptyState title="Keine Benutzer gefunden" description="Ändern oder leeren Sie die Filter." />
      ) : (
        <Table
          caption="Gefundene Benutzer"
          hideCaption
          rows={page.users}
          rowKey={(user) => user.id}
          columns={[
            { key: 'id', header: 'Kundennr.', label: 'Kundennummer', cell: (user) => user.id },
            {
              key: 'email',
              header: 'E-Mail',
              label: 'E-Mail',
              cell: (user) => <Link to={siteHref(site, supportUserPath(user.id))}>{user.email}</Link>,
            },
            { key: 'name', header: 'Name', label: 'Name', cell: nameOf },
            {
              key: 'state',
              header: 'Status',
              label: 'Status',
              cell: (user) => (
                <span className={styles.badges}>
                  {user.isGuest && <Badge tone="neutral">Gast</Badge>}
                  {user.isLocked && <Badge tone="danger">Gesperrt</Badge>}
                  {!user.isGuest && !user.isLocked && <Badge tone="success">Aktiv</Badge>}
                </span>
              ),
            },
            {
              key: 'createdAt',
              header: 'Angelegt',
              label: 'Angelegt',
              cell: (user) => formatShortDate(user.createdAt, site.countryId),
            },
          ]}
        />
      )}
      <NextPageLink param="cursor" cursor={page.next} />
    </>
  );
}
