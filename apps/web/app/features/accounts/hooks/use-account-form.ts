import { useActionData, useNavigation } from 'react-router';
import type { AccountActionData } from '../account-action.type';

/**
 * The state of one of a page's forms that post to the route action: its answer (only when the last post
 * was this form's `intent`) and whether it is being submitted. Works the same after a post without
 * JavaScript, where the answer arrives with the re-rendered page.
 */
export function useAccountForm(intent: string): { result?: AccountActionData; pending: boolean } {
  const answer = useActionData<AccountActionData | undefined>();
  const navigation = useNavigation();
  return {
    result: answer?.intent === intent ? answer : undefined,
    pending: navigation.state !== 'idle' && navigation.formData?.get('intent') === intent,
  };
}
