import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { Button } from '../../../ui';
import { NewPasswordPair } from './new-password-pair';

/**
 * The claim-guest link's form: a password for the account of this address, which confirms it and moves the
 * guest orders into it. Posts to its route, so it works before JavaScript has loaded.
 */
export function ClaimGuestOrdersForm({ errors }: { errors: { password?: string; repeat?: string } }) {
  const navigation = useNavigation();
  const [password, setPassword] = useState('');
  return (
    <Form method="post" noValidate className="confirmation" aria-label="Gastbestellungen übernehmen">
      {/* A soft hyphen: the compound is wider than a phone at heading size. */}
      <h1>Gast&shy;bestellungen übernehmen</h1>
      <p>
        Legen Sie ein Kennwort für Ihr Kundenkonto fest. Damit bestätigen Sie Ihr Kundenkonto, Ihre
        Gastbestellungen erscheinen darin, und Sie sind angemeldet. Wer sich bisher mit dieser Adresse
        angemeldet hatte, wird abgemeldet.
      </p>
      <NewPasswordPair password={password} onPasswordChange={setPassword} errors={errors} />
      <Button type="submit" loading={navigation.state === 'submitting'} loadingText="Wird gespeichert …">
        Kennwort speichern und übernehmen
      </Button>
    </Form>
  );
}
