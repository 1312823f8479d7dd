/** What a step's form post answers when it does not move on (a redirect does). */
export type GuideStepActionData =
  /** Fields the post could not take, with their German messages and the texts as posted. */
  | { readonly errors: Readonly<Record<string, string>>; readonly values: Readonly<Record<string, string>> }
  /** The last step's answers are kept; the browser compares now. */
  | { readonly finished: true }
  /** The comparison failed without JavaScript: the message and a retry (the form posts again). */
  | { readonly compareError: string; readonly values: Readonly<Record<string, string>> };
