/** Claims of the access token (spec 2 §3); `sid` and `impersonatorId` are ours. */
export interface AccessTokenClaims {
  id: number;
  title1: string | null;
  title2: string | null;
  /** A single role name, or a list (spec 2 §3). */
  roles: string | string[];
  isImpersonated: boolean;
  isGuest: boolean;
  hasMexEnabled: boolean;
  hasAnyOrder: boolean;
  firstName: string | null;
  /** Falls back to the first name. */
  lastName: string | null;
  /** Refresh-token family (the session) the token belongs to. */
  sid: string;
  /** Staff user acting as this customer. */
  impersonatorId?: number;
  /** Dealer staff: the dealer the account works for (a changed link takes effect with the next token). */
  dealerId?: number;
  iat?: number;
  exp?: number;
}

/** The holder of a verified access token. */
export interface AuthUser {
  readonly id: number;
  readonly roles: readonly string[];
  readonly isGuest: boolean;
  readonly hasMexEnabled: boolean;
  readonly isImpersonated: boolean;
  readonly impersonatorId: number | null;
  readonly dealerId: number | null;
  readonly sessionId: string;
  readonly expiresAt: number;
  readonly claims: AccessTokenClaims;
}
