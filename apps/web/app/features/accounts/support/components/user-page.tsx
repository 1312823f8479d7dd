import type { SupportUserOutput } from '@fuel/api-client';
import { ORDER_STATUS_LABELS } from '@fuel/domain/orders';
import { formatPrice, formatShortDate, formatShortDateTime } from '@fuel/domain';
import { Form, Link } from 'react-router';
import { siteHref } from '../../../../lib/site/site-links.util';
import { useSite } from '../../../../lib/site/site-provider';
import { Alert, Badge, Button, Card, Checkbox, EmptyState, Field, Table, TextInput } from '../../../../ui';
import type { AccountActionData } from '../../account-action.type';
import { TitleSelects } from '../../components/title-selects';
import { SUPPORT_USER_LIST_PATH } from '../../../back-office';
import styles from './support-users.module.css';
import { UserEmailForm } from './user-email-form';
import { UserRolesForm } from './user-roles-form';

interface UserPageProps {
  readonly user: SupportUserOutput;
  readonly result: AccountActionData | undefined;
  /** The viewer holds `users.roles` (admin): the roles form is shown. */
  readonly mayChangeRoles: boolean;
}

/**
 * A user as the back office sees them: facts, the edit form (names, titles, mex flag), lock and unlock,
 * the reset mail, the confirmation mail again (while the address is unconfirmed), a new address (confirmed by
 * its owner), "Als Kunde handeln", an
 * admin's roles form (not on guests) and the user's orders. Every button posts a form to the route's action.
 */
export function UserPage({ user, result, mayChangeRoles }: UserPageProps) {
  const site = useSite();
  const saved = result?.intent === 'save' ? result : undefined;
  // Registration's link again: only an account whose address is unconfirmed and that may sign in.
  const mayResendConfirmation = !user.isGuest && !user.emailConfirmedAt && !user.lockedAt;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return (
    <>
      <p>
        <Link to={siteHref(site, SUPPORT_USER_LIST_PATH)}>Zurück zur Benutzersuche</Link>
      </p>
      <h1>{name}</h1>
      {result?.success && (
        <Alert tone="success" live>
          {result.success}
        </Alert>
      )}
      {result?.formError && (
        <Alert tone="error" live>
          {result.formError}
        </Alert>
      )}
      <div className={styles.columns}>
        <Card title="Konto" tone="outlined">
          <dl className={styles.facts}>
            <dt>Kundennummer</dt>
            <dd>{user.id}</dd>
            <dt>E-Mail</dt>
            <dd className={styles.wrap}>{user.email}</dd>
            <dt>Rollen</dt>
            <dd>{user.roles.length > 0 ? user.roles.join(', ') : 'Kunde'}</dd>
            <dt>Status</dt>
            <dd className={styles.badges}>
              {user.isGuest ? <Badge tone="neutral">Gast</Badge> : <Badge tone="info">Konto</Badge>}
              {user.lockedAt ? (
                <Badge tone="danger">
                  Gesperrt seit {formatShortDateTime(user.lockedAt, site.countryId)}
                </Badge>
              ) : (
                <Badge tone="success">Nicht gesperrt</Badge>
              )}
              {!user.isGuest && !user.emailConfirmedAt && (
                <Badge tone="warning">E-Mail nicht bestätigt</Badge>
              )}
              {user.hasMexEnabled && <Badge tone="accent">meX</Badge>}
            </dd>
            <dt>Angelegt</dt>
            <dd>{formatShortDate(user.createdAt, site.countryId)}</dd>
          </dl>
          <div className={styles.buttons}>
            {/* A document post: the session changes hands, so the customer's pages load afresh, not from the
                staff member's client state. */}
            <Form method="post" reloadDocument>
              <Button type="submit" name="intent" value="impersonate">
                Als Kunde handeln
              </Button>
            </Form>
            <Form method="post">
              <Button
                type="submit"
                name="intent"
                value={user.lockedAt ? 'unlock' : 'lock'}
                variant="secondary"
              >
                {user.lockedAt ? 'Entsperren' : 'Sperren'}
              </Button>
            </Form>
            {!user.isGuest && (
              <Form method="post">
                <Button type="submit" name="intent" value="reset-password" variant="secondary">
                  Kennwort-Link senden
                </Button>
              </Form>
            )}
            {mayResendConfirmation && (
              <Form method="post">
                <Button type="submit" name="intent" value="resend-confirmation" variant="secondary">
                  Bestätigungs-Mail erneut senden
                </Button>
              </Form>
            )}
          </div>
        </Card>
        <Card title="Daten ändern" tone="outlined">
          <Form method="post" className={styles.form}>
            <TitleSelects initial={{ Title1: user.title1, Title2: user.title2 }} />
            <Field label="Vorname" error={saved?.errors?.firstName} required>
              <TextInput
                name="firstName"
                defaultValue={saved?.values?.firstName ?? user.firstName ?? ''}
                maxLength={100}
              />
            </Field>
            <Field label="Nachname" error={saved?.errors?.lastName} required>
              <TextInput
                name="lastName"
                defaultValue={saved?.values?.lastName ?? user.lastName ?? ''}
                maxLength={100}
              />
            </Field>
            <Checkbox
              name="hasMexEnabled"
              value="1"
              label="meX freigeschaltet"
              defaultChecked={user.hasMexEnabled}
            />
            <Button type="submit" name="intent" value="save">
              Speichern
            </Button>
          </Form>
        </Card>
        {!user.isGuest && <UserEmailForm result={result?.intent === 'change-email' ? result : undefined} />}
        {mayChangeRoles && !user.isGuest && (
          <UserRolesForm user={user} result={result?.intent === 'roles' ? result : undefined} />
        )}
      </div>
      <h2>Bestellungen</h2>
      {user.orders.length === 0 ? (
        <EmptyState title="Noch keine Bestellungen" headingLevel={3} />
      ) : (
        <Table
          caption={`Bestellungen von ${name}`}
          hideCaption
          rows={user.orders}
          rowKey={(order) => order.orderId}
          columns={[
            { key: 'number', header: 'Nummer', label: 'Nummer', cell: (order) => order.orderNumber },
            {
              key: 'placedAt',
              header: 'Datum',
              label: 'Datum',
              cell: (order) => formatShortDateTime(order.placedAt, order.countryId),
            },
            {
              key: 'status',
              header: 'Status',
              label: 'Status',
              cell: (order) => ORDER_STATUS_LABELS[order.status],
            },
            {
              key: 'amount',
              header: 'Betrag',
              label: 'Betrag',
              align: 'end',
              cell: (order) => formatPrice(order.grossTotal, order.countryId),
            },
          ]}
        />
      )}
    </>
  );
}
