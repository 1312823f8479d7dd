import { Form, useNavigation } from 'react-router';
import { Button } from '../../../../ui';
import { ConfirmationMessage } from '../../../accounts';
import { LEAD_CONFIRM_PROMPT, type LeadConfirmationResult } from '../lead-confirmation.util';

/**
 * `/leads/bestaetigen?token=…`: the double opt-in. The button posts to the link itself, so it works without
 * JavaScript and a mail scanner's GET confirms nothing; then (or at once, for a broken link) the result.
 */
export function LeadConfirmPage({ result }: { readonly result: LeadConfirmationResult | null }) {
  const navigation = useNavigation();
  if (result) return <ConfirmationMessage result={result} />;
  return (
    <Form method="post" className="confirmation" aria-label={LEAD_CONFIRM_PROMPT.title}>
      <h1>{LEAD_CONFIRM_PROMPT.title}</h1>
      <p>{LEAD_CONFIRM_PROMPT.text}</p>
      <Button type="submit" loading={navigation.state === 'submitting'} loadingText="Wird bestätigt …">
        {LEAD_CONFIRM_PROMPT.button}
      </Button>
    </Form>
  );
}
