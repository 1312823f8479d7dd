import type { AuditEventOutput } from '@fuel/api-client';
import { formatShortDateTime } from '@fuel/domain';
import { Link } from 'react-router';
import { useSite } from '../../../lib/site/site-provider';
import { siteHref } from '../../../lib/site/site-links.util';
import { Table } from '../../../ui';
import { actorKindLabel, auditActionLabel } from '../audit-actions.constant';
import { supportErrorGroupPath, supportOrderPath, supportUserPath } from '../back-office-screens.constant';

/** The audit log's entity types with a back-office page (the rest show their type and id). */
const ENTITIES: Readonly<Record<string, { label: string; path: (id: string) => string }>> = {
  order: { label: 'Bestellung', path: supportOrderPath },
  user: { label: 'Benutzer', path: supportUserPath },
  error_group: { label: 'Fehlergruppe', path: supportErrorGroupPath },
  cms_page: { label: 'Seite', path: (id) => `/support/cms/${id}/edit` },
  news_article: { label: 'Artikel', path: (id) => `/support/cms/news/${id}` },
  siteNotice: { label: 'Hinweis', path: (id) => `/support/cms/prompts/${id}` },
  lead: { label: 'Lead', path: (id) => `/support/leads/${id}` },
  advert: { label: 'Anzeige', path: (id) => `/support/adverts/${id}` },
  campaign: { label: 'Kampagne', path: (id) => `/support/campaigns/${id}` },
  slot: { label: 'Werbeplatz', path: (id) => `/support/slots/${id}` },
};

/** Who made the change: the actor's kind and number, and the customer a staff member acted for. */
function actorText(event: AuditEventOutput): string {
  const actor = `${actorKindLabel(event.actorKind)}${event.actorUserId === null ? '' : ` ${event.actorUserId}`}`;
  return event.onBehalfOfUserId === null ? actor : `${actor} für Kunde ${event.onBehalfOfUserId}`;
}

/** Audit events, newest first, each linking the back-office page of its order or user (the log and the dashboard). */
export function AuditEventsTable({
  events,
  caption,
}: {
  readonly events: readonly AuditEventOutput[];
  readonly caption: string;
}) {
  const site = useSite();
  return (
    <Table<AuditEventOutput>
      caption={caption}
      hideCaption
      rows={events}
      rowKey={(event) => event.id}
      columns={[
        { key: 'at', header: 'Zeit', label: 'Zeit', cell: (e) => formatShortDateTime(e.at, site.countryId) },
        { key: 'action', header: 'Änderung', label: 'Änderung', cell: (e) => auditActionLabel(e.action) },
        { key: 'actor', header: 'Von', label: 'Von', cell: actorText },
        {
          key: 'entity',
          header: 'Betrifft',
          label: 'Betrifft',
          cell: (e) => {
            const entity = ENTITIES[e.entityType];
            const text = `${entity?.label ?? e.entityType} ${e.entityId}`;
            return entity ? <Link to={siteHref(site, entity.path(e.entityId))}>{text}</Link> : text;
          },
        },
      ]}
    />
  );
}
