import { Form, useNavigation } from 'react-router';
import { Button } from '../../../../ui';
import styles from './ad-admin.module.css';

/** Whether the page's form with this `intent` is being sent. */
function useSending(intent: 'save' | 'delete'): boolean {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
}

/** The record form's "Speichern" (`intent=save`), last in the form. */
export function SaveButton() {
  const sending = useSending('save');
  return (
    <div className={styles.actions}>
      <Button type="submit" name="intent" value="save" loading={sending} loadingText="Wird gespeichert …">
        Speichern
      </Button>
    </div>
  );
}

/** A form of its own under the record that deletes it (`intent=delete`); the action says why it cannot. */
export function DeleteForm({ label }: { readonly label: string }) {
  const sending = useSending('delete');
  return (
    <Form method="post" className={styles.delete} aria-label={label}>
      <Button
        type="submit"
        name="intent"
        value="delete"
        variant="secondary"
        loading={sending}
        loadingText="Wird gelöscht …"
      >
        {label}
      </Button>
    </Form>
  );
}
