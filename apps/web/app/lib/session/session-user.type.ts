/** The signed-in user as the access token describes it (spec 2 §3). */
export interface SessionUser {
  readonly id: number;
  readonly title1: string | null;
  readonly title2: string | null;
  readonly roles: readonly string[];
  readonly isImpersonated: boolean;
  readonly isGuest: boolean;
  readonly hasMexEnabled: boolean;
  readonly hasAnyOrder: boolean;
  readonly firstName: string;
  /** Falls back to the first name. */
  readonly lastName: string;
  /** Unix seconds. */
  readonly expiresAt: number | null;
}

export type SessionStatus = 'loggedOut' | 'loggedIn' | 'expired';
