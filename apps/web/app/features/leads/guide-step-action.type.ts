import type { GuideStepValues } from '@fuel/domain/leads';

/** What a step's form post answers when it does not move on (a redirect does). */
export type GuideStepActionData =
  /**
   * Fields the post could not take, with their German messages and the texts as posted, and the answers the
   * session keeps now (the page's progress; the request that rendered it still carried the older cookie).
   */
  | {
      readonly errors: Readonly<Record<string, string>>;
      readonly values: Readonly<Record<string, string>>;
      readonly stepValues?: GuideStepValues;
    }
  /** The last step's answers are kept; the browser compares now. */
  | { readonly finished: true }
  /** The comparison failed without JavaScript: the message and a retry (the form posts again). */
  | { readonly compareError: string; readonly values: Readonly<Record<string, string>> };
