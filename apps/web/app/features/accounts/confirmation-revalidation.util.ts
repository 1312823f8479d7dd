import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * After the button's post the page shows the confirmation's own result; checking the now used link again
 * would only cost an API call, so the confirmation pages do not reload their data after a post.
 */
export function skipRevalidationAfterConfirming({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return formMethod?.toUpperCase() === 'POST' ? false : defaultShouldRevalidate;
}
