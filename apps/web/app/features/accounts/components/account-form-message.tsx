import type { AccountActionData } from '../account-action.type';

/** The German line under a form after it was posted: what went wrong, or what happened. */
export function AccountFormMessage({ result }: { readonly result: AccountActionData | undefined }) {
  if (result?.formError) {
    return (
      <p className="form-error" role="alert">
        {result.formError}
      </p>
    );
  }
  return result?.success ? (
    <p className="form-success" role="status">
      {result.success}
    </p>
  ) : null;
}
