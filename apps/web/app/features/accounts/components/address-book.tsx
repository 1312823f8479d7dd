import type { AccountUserOutput } from '@fuel/api-client';
import { Form, Link, useSearchParams } from 'react-router';
import { Button } from '../../../ui';
import type { FieldErrors } from '../../../ui/forms/field-errors.type';
import { ADDRESS_FIELDS, ADDRESS_TYPE_LABELS, type AddressType, toAddressInput } from '../address-book.util';
import { useAccountForm } from '../hooks/use-account-form';
import { AccountFormMessage } from './account-form-message';
import { type AddressValues, AddressFields } from './address-fields';

/** The page's query naming the address being edited: its id, or the type of a new one. */
const EDIT_PARAM = 'adresse';

/** What the form edits: a stored address (its id) or a new one of a type, with the values to show. */
interface Editing {
  readonly type: AddressType;
  readonly id: string;
  readonly initial?: AddressValues;
  readonly errors: FieldErrors;
}

function isAddressType(value: string | null | undefined): value is AddressType {
  return value === 'delivery' || value === 'invoice';
}

/**
 * Delivery and invoice addresses: list, add, edit, remove; every change saves the whole book. Which address
 * is being edited is in the page's address (`?adresse=`), so 'Bearbeiten' and 'hinzufügen' are links and the
 * book works without JavaScript; a refused post shows the form again with the typed values.
 */
export function AddressBook({ user }: { user: AccountUserOutput }) {
  const [params] = useSearchParams();
  const save = useAccountForm('save-address');
  const remove = useAccountForm('delete-address');
  const editing = editingOf(user, params.get(EDIT_PARAM), save.result);

  return (
    <section aria-labelledby="addresses-heading" className="account-form account-section">
      <h2 id="addresses-heading">Adressen</h2>
      {user.Addresses.length === 0 && <p>Sie haben noch keine Adresse hinterlegt.</p>}
      {user.Addresses.map((stored, index) => {
        const address = toAddressInput(stored);
        const name = `${ADDRESS_TYPE_LABELS[address.Type]} ${index + 1}`;
        return (
          <div key={stored.Id} className="address-entry">
            <address>
              <strong>{ADDRESS_TYPE_LABELS[address.Type]}</strong>
              <br />
              {[address.Title1, address.Title2, address.FirstName, address.LastName]
                .filter(Boolean)
                .join(' ')}
              <br />
              {address.Company && (
                <>
                  {address.Company}
                  <br />
                </>
              )}
              {address.Street} {address.HouseNumber}
              <br />
              {address.ZipCode} {address.City}
            </address>
            <div className="address-entry__actions">
              <Button asChild variant="secondary">
                <Link to={`?${EDIT_PARAM}=${stored.Id}`} preventScrollReset aria-label={`${name} bearbeiten`}>
                  Bearbeiten
                </Link>
              </Button>
              <Form method="post" action="." preventScrollReset>
                <input type="hidden" name="addressId" value={stored.Id} />
                <Button
                  type="submit"
                  variant="secondary"
                  name="intent"
                  value="delete-address"
                  aria-label={`${name} entfernen`}
                  loading={remove.pending}
                >
                  Entfernen
                </Button>
              </Form>
            </div>
          </div>
        );
      })}
      {editing ? (
        <AddressForm key={`${editing.type}-${editing.id}`} editing={editing} pending={save.pending} />
      ) : (
        <p className="account-form__actions">
          {(['delivery', 'invoice'] as const).map((type) => (
            <Button key={type} asChild variant="secondary">
              <Link to={`?${EDIT_PARAM}=${type}`} preventScrollReset>
                {ADDRESS_TYPE_LABELS[type]} hinzufügen
              </Link>
            </Button>
          ))}
        </p>
      )}
      <AccountFormMessage result={remove.result ?? (editing ? undefined : save.result)} />
    </section>
  );
}

/** The address form to show: the refused post's, else the one the page's address names, else none. */
function editingOf(
  user: AccountUserOutput,
  param: string | null,
  refused: ReturnType<typeof useAccountForm>['result'],
): Editing | undefined {
  const values = refused?.values;
  if (values && isAddressType(values.addressType)) {
    return {
      type: values.addressType,
      id: values.addressId ?? '',
      initial: values,
      errors: refused.errors ?? {},
    };
  }
  if (isAddressType(param)) return { type: param, id: '', errors: {} };
  const stored = user.Addresses.find((address) => String(address.Id) === param);
  return stored && { type: stored.Type, id: String(stored.Id), initial: toAddressInput(stored), errors: {} };
}

function AddressForm({ editing, pending }: { editing: Editing; pending: boolean }) {
  const save = useAccountForm('save-address');
  const label = `${ADDRESS_TYPE_LABELS[editing.type]} ${editing.id ? 'bearbeiten' : 'hinzufügen'}`;
  return (
    <Form method="post" action="." noValidate preventScrollReset aria-label={label}>
      <h3>{label}</h3>
      <input type="hidden" name="addressType" value={editing.type} />
      <input type="hidden" name="addressId" value={editing.id} />
      <AddressFields fields={ADDRESS_FIELDS} initial={editing.initial} errors={editing.errors} />
      <AccountFormMessage result={save.result} />
      <p className="account-form__actions">
        <Button
          type="submit"
          name="intent"
          value="save-address"
          loading={pending}
          loadingText="Wird gespeichert …"
        >
          Adresse speichern
        </Button>
        <Button asChild variant="secondary">
          <Link to="." preventScrollReset>
            Abbrechen
          </Link>
        </Button>
      </p>
    </Form>
  );
}
