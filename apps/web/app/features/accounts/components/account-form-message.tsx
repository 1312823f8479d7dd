import type { AccountActionData } from '../account-action.type';
import { Alert } from '../../../ui';

/** The German line under a form after it was posted: what went wrong, or what happened. */
export function AccountFormMessage({ result }: { readonly result: AccountActionData | undefined }) {
  if (result?.formError) {
    return (
      <Alert tone="error" live>
        {result.formError}
      </Alert>
    );
  }
  return result?.success ? (
    <Alert tone="success" live>
      {result.success}
    </Alert>
  ) : null;
}
