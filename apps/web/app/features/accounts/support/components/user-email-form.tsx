import { Form } from 'react-router';
import { Button, Card, Field, TextInput } from '../../../../ui';
import type { AccountActionData } from '../../account-action.type';
import styles from './support-users.module.css';

/**
 * Staff enter an account's new address: a link goes there and the old address is told; the account keeps its
 * address until the owner follows the link. Posts to the route's action (works without JavaScript).
 */
export function UserEmailForm({ result }: { readonly result: AccountActionData | undefined }) {
  return (
    <Card title="E-Mail-Adresse ändern" tone="outlined">
      <Form method="post" className={styles.form}>
        <Field
          label="Neue E-Mail-Adresse"
          hint="Sie gilt erst, wenn der Kunde den Link bestätigt, den wir an sie senden."
          error={result?.errors?.email}
          required
        >
          <TextInput
            name="email"
            type="email"
            autoComplete="off"
            maxLength={254}
            defaultValue={result?.values?.email ?? ''}
          />
        </Field>
        <Button type="submit" name="intent" value="change-email">
          Bestätigungslink senden
        </Button>
      </Form>
    </Card>
  );
}
