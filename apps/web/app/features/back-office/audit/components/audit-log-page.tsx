import type { AuditEventPageOutput } from '@fuel/api-client';
import { Alert, EmptyState, Field, TextInput } from '../../../../ui';
import { AuditEventsTable } from '../../components/audit-events-table';
import { FilterForm, NextPageLink, PeriodFields } from '../../components/filter-form';
import styles from './audit-log-page.module.css';

interface AuditLogPageProps {
  readonly filters: Readonly<Record<string, string>>;
  readonly page: AuditEventPageOutput;
  readonly error: string | null;
}

/** `/support/protokoll`: a GET filter form and one page of audit events, newest first, each linking its entity. */
export function AuditLogPage({ filters, page, error }: AuditLogPageProps) {
  return (
    <>
      <h1>Protokoll</h1>
      <FilterForm label="Protokoll filtern" submitLabel="Filtern">
        <Field label="Benutzernummer (handelnd)">
          <TextInput
            name="actorUserId"
            inputMode="numeric"
            defaultValue={filters['actorUserId']}
            maxLength={10}
          />
        </Field>
        <Field label="Objektart" hint="z. B. order oder user">
          <TextInput name="entityType" defaultValue={filters['entityType']} maxLength={40} />
        </Field>
        <Field label="Objektnummer">
          <TextInput name="entityId" defaultValue={filters['entityId']} maxLength={64} />
        </Field>
        <Field label="Aktion" hint="z. B. orders.add-note">
          <TextInput name="action" defaultValue={filters['action']} maxLength={81} />
        </Field>
        <PeriodFields fromLabel="Ab" toLabel="Bis" from={filters['from']} to={filters['to']} />
      </FilterForm>
      {error && (
        <Alert tone="error" live className={styles.section}>
          {error}
        </Alert>
      )}
      {page.rows.length === 0 ? (
        <EmptyState title="Keine Einträge" description="Kein Protokolleintrag passt zu diesen Filtern." />
      ) : (
        <AuditEventsTable events={page.rows} caption="Protokoll, neueste zuerst" />
      )}
      <NextPageLink param="after" cursor={page.nextCursor} />
    </>
  );
}
