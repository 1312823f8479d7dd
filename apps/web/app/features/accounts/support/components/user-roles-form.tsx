import type { SupportUserOutput } from '@fuel/api-client';
import { Form } from 'react-router';
import { Button, Card, Checkbox, Field, TextInput } from '../../../../ui';
import type { AccountActionData } from '../../account-action.type';
import { ROLE_LABELS } from '../support-user-filters.util';
import styles from './support-users.module.css';

interface UserRolesFormProps {
  readonly user: SupportUserOutput;
  /** The answer of this form's last post (its values come back after a refusal). */
  readonly result: AccountActionData | undefined;
}

/**
 * An admin's roles form: one checkbox per staff role and the dealer role, with the dealer's number for dealer
 * staff. Posts to the route's action (works without JavaScript); a change signs the account out everywhere.
 */
export function UserRolesForm({ user, result }: UserRolesFormProps) {
  return (
    <Card title="Rollen" tone="outlined">
      <Form method="post" className={styles.form}>
        <fieldset className={styles.roles}>
          <legend className="visually-hidden">Rollen des Kontos</legend>
          {user.managedRoles.map((role) => (
            <Checkbox
              key={role.name}
              name="roles"
              value={role.name}
              label={ROLE_LABELS[role.key]}
              defaultChecked={user.roles.includes(role.name)}
            />
          ))}
        </fieldset>
        <Field
          label="Händlernummer"
          hint="Nur für die Rolle Händler: der Händler, für den das Konto arbeitet."
          error={result?.errors?.dealerId}
        >
          <TextInput
            name="dealerId"
            inputMode="numeric"
            maxLength={10}
            defaultValue={result?.values?.dealerId ?? (user.dealerId === null ? '' : String(user.dealerId))}
          />
        </Field>
        <p className={styles.note}>Eine Änderung meldet das Konto überall ab.</p>
        <Button type="submit" name="intent" value="roles">
          Rollen speichern
        </Button>
      </Form>
    </Card>
  );
}
