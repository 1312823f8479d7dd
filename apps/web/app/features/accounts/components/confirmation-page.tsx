import { Form, useNavigation } from 'react-router';
import { Button } from '../../../ui';
import { CONFIRMATION_PROMPTS, type ConfirmationKind } from '../confirmation-prompts.constant';
import type { ConfirmationResult } from '../confirmation-result.util';
import { ConfirmationMessage } from './confirmation-message';

/**
 * The page of a confirmation link: what the button confirms, or the result once it was pressed (or at once,
 * for a link that is malformed, used, expired or unknown). The form posts to the page itself, so it works
 * without JavaScript too.
 */
export function ConfirmationPage({
  kind,
  result,
}: {
  readonly kind: ConfirmationKind;
  readonly result?: ConfirmationResult | null;
}) {
  const navigation = useNavigation();
  if (result) return <ConfirmationMessage result={result} />;
  const prompt = CONFIRMATION_PROMPTS[kind];
  return (
    <Form method="post" className="confirmation" aria-label={prompt.title}>
      <h1>{prompt.title}</h1>
      <p>{prompt.text}</p>
      {/* A second press while the first is on its way would only report the link as used. */}
      <Button type="submit" loading={navigation.state === 'submitting'}>
        {prompt.button}
      </Button>
    </Form>
  );
}
