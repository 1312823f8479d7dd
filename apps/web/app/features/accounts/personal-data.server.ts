import {
  type AccountUserOutput,
  changeEmail,
  changePassword,
  getAccountSession,
  type TypedAddressInput,
  updatePersonalData,
} from '@fuel/api-client';
import { data } from 'react-router';
import type { ApiClient } from '../../lib/api/api-client';
import { failed, formSecret, formText, invalid, presentErrors } from './account-action.server';
import type { AccountActionData } from './account-action.type';
import { emailError, requiredError } from './account-validation.util';
import {
  ADDRESS_FIELDS,
  type AddressType,
  personalDataWithAddresses,
  readAddressForm,
  removeAddress,
  saveAddress,
  toAddressInput,
} from './address-book.util';
import { passwordLengthError } from './password-strength.util';
import { requireBearerHeaders, signInRedirect } from './sign-in-redirect.util';
import { titleValues } from './title-values.util';

/** The signed-in user's account, or a redirect to the sign-in that returns here. */
export async function loadAccountUser(
  api: ApiClient,
  request: Request,
  basePath: string,
): Promise<AccountUserOutput> {
  const cookie = request.headers.get('Cookie');
  const { data } = await getAccountSession({
    client: api,
    headers: { ...requireBearerHeaders(request, basePath), ...(cookie && { Cookie: cookie }) },
  });
  if (!data?.User) throw signInRedirect(request, basePath);
  return data.User;
}

/** The forms of the personal-data page, told apart by the submit button's `intent`. */
export const PERSONAL_DATA_INTENTS = [
  'base-data',
  'save-address',
  'delete-address',
  'change-email',
  'change-password',
] as const;
export type PersonalDataIntent = (typeof PERSONAL_DATA_INTENTS)[number];

interface PersonalDataActionInput {
  readonly api: ApiClient;
  readonly request: Request;
  readonly basePath: string;
}

interface IntentInput {
  readonly api: ApiClient;
  readonly headers: { Authorization: string };
  readonly form: FormData;
  /** Read when the form needs it: the address book is saved whole, with the stored base data. */
  readonly user: () => Promise<AccountUserOutput>;
}

/** What an intent answers when it does not redirect. */
type IntentAnswer = AccountActionData | ReturnType<typeof invalid>;

function unknownIntent(intent: string) {
  return data<AccountActionData>({ intent, formError: 'Unbekannte Aktion.' }, { status: 400 });
}

const SAVE_FAILED = 'Ihre Änderung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.';

async function saveBaseData({ api, headers, form }: IntentInput) {
  const values = {
    firstName: formText(form, 'firstName'),
    lastName: formText(form, 'lastName'),
    company: formText(form, 'company'),
    phone: formText(form, 'phone'),
    title1: formText(form, 'title1'),
    title2: formText(form, 'title2'),
  };
  const errors = presentErrors({
    firstName: requiredError(values.firstName, 'Ihren Vornamen'),
    lastName: requiredError(values.lastName, 'Ihren Nachnamen'),
  });
  if (Object.keys(errors).length > 0) return invalid('base-data', errors, values);
  const result = await updatePersonalData({
    client: api,
    headers,
    body: {
      ...titleValues(form),
      FirstName: values.firstName,
      LastName: values.lastName,
      Company: values.company || null,
      Phone: values.phone || null,
    },
  });
  if (result.error !== undefined) return failed('base-data', result, SAVE_FAILED, values);
  return { intent: 'base-data', success: 'Ihre Daten wurden gespeichert.' } satisfies AccountActionData;
}

function addressTypeOf(value: string): AddressType | undefined {
  return value === 'delivery' || value === 'invoice' ? value : undefined;
}

/**
 * The posted address form's values under the API's names (`firstName` → `FirstName`), as the address
 * fields take their initial values, to fill the form in again after an error.
 */
function addressValues(form: FormData, type: AddressType, id: string): Record<string, string> {
  const values: Record<string, string> = { addressType: type, addressId: id };
  for (const [key, name] of Object.entries(ADDRESS_FIELDS)) {
    values[`${key.charAt(0).toUpperCase()}${key.slice(1)}`] = formText(form, name);
  }
  return values;
}

/**
 * The position in the stored book of the address the form names by its id (the book is the caller's own,
 * so another customer's id is simply not found); undefined: a new address; -1: no longer there.
 */
function positionOf(user: AccountUserOutput, id: string): number | undefined {
  if (id === '') return undefined;
  return user.Addresses.findIndex((address) => String(address.Id) === id);
}

/** An address removed meanwhile (another tab, a form posted twice). */
function gone(intent: PersonalDataIntent, values?: Record<string, string>) {
  const formError = 'Diese Adresse gibt es nicht mehr. Bitte laden Sie die Seite neu.';
  return data<AccountActionData>({ intent, formError, values }, { status: 409 });
}

async function storeBook(
  { api, headers }: IntentInput,
  user: AccountUserOutput,
  book: TypedAddressInput[],
  intent: PersonalDataIntent,
  success: string,
  values?: Record<string, string>,
) {
  const result = await updatePersonalData({
    client: api,
    headers,
    body: personalDataWithAddresses(user, book),
  });
  if (result.error !== undefined) return failed(intent, result, SAVE_FAILED, values);
  return { intent, success } satisfies AccountActionData;
}

async function saveAddressOfForm(input: IntentInput) {
  const type = addressTypeOf(formText(input.form, 'addressType'));
  if (!type) return unknownIntent('save-address');
  const id = formText(input.form, 'addressId');
  const values = addressValues(input.form, type, id);
  const { address, errors } = readAddressForm(input.form, type);
  if (!address) return invalid('save-address', errors, values);
  const user = await input.user();
  const position = positionOf(user, id);
  if (position === -1) return gone('save-address', values);
  const book = saveAddress(user.Addresses.map(toAddressInput), address, position);
  return storeBook(input, user, book, 'save-address', 'Die Adresse wurde gespeichert.', values);
}

async function deleteAddress(input: IntentInput) {
  const user = await input.user();
  const position = positionOf(user, formText(input.form, 'addressId'));
  if (position === undefined || position === -1) return gone('delete-address');
  const book = removeAddress(user.Addresses.map(toAddressInput), position);
  return storeBook(input, user, book, 'delete-address', 'Die Adresse wurde entfernt.');
}

async function changeEmailOfForm({ api, headers, form }: IntentInput) {
  const newEmail = formText(form, 'newEmail');
  const problem = emailError(newEmail);
  if (problem) return invalid('change-email', { newEmail: problem }, { newEmail });
  // The API asks for the password only of an account that has one; an empty field is not sent.
  const password = formSecret(form, 'password');
  const result = await changeEmail({
    client: api,
    headers,
    body: { NewEmailAddress: newEmail, ...(password && { Password: password }) },
  });
  if (!result.data) {
    return failed('change-email', result, 'Die E-Mail-Adresse konnte nicht geändert werden.', { newEmail });
  }
  return { intent: 'change-email', success: result.data.Message } satisfies AccountActionData;
}

async function changePasswordOfForm({ api, headers, form }: IntentInput) {
  const current = formSecret(form, 'currentPassword');
  const next = formSecret(form, 'newPassword');
  const problem = passwordLengthError(next);
  if (problem) return invalid('change-password', { newPassword: problem });
  const result = await changePassword({
    client: api,
    headers,
    body: { ...(current && { CurrentPassword: current }), NewPassword: next },
  });
  if (!result.data) return failed('change-password', result, 'Das Kennwort konnte nicht geändert werden.');
  return { intent: 'change-password', success: result.data.Message } satisfies AccountActionData;
}

const INTENTS: Readonly<Record<PersonalDataIntent, (input: IntentInput) => Promise<IntentAnswer>>> = {
  'base-data': saveBaseData,
  'save-address': saveAddressOfForm,
  'delete-address': deleteAddress,
  'change-email': changeEmailOfForm,
  'change-password': changePasswordOfForm,
};

function isIntent(value: string): value is PersonalDataIntent {
  return (PERSONAL_DATA_INTENTS as readonly string[]).includes(value);
}

/**
 * The action of the personal-data page: its forms (base data, address book, e-mail, password) post here,
 * so they work without JavaScript; each answers with its German messages and typed values (never a
 * password) or its success line, and the page's loader shows the stored data again.
 */
export async function personalDataAction({ api, request, basePath }: PersonalDataActionInput) {
  const headers = requireBearerHeaders(request, basePath);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  if (!isIntent(intent)) return unknownIntent(intent);
  return INTENTS[intent]({ api, headers, form, user: () => loadAccountUser(api, request, basePath) });
}
