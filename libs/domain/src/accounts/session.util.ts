import { TOKEN_REFRESH_JITTER_MAX_SECONDS, TOKEN_REFRESH_WINDOW_SECONDS } from './session.constant.js';

/** `random` returns [0, 1) like Math.random; injected so the rule stays testable. */
export function tokenRefreshWindowSeconds(random: () => number = Math.random): number {
  return TOKEN_REFRESH_WINDOW_SECONDS + Math.floor(random() * (TOKEN_REFRESH_JITTER_MAX_SECONDS + 1));
}

export interface TokenRefreshInput {
  readonly expiresAtSeconds: number;
  readonly nowSeconds: number;
  readonly windowSeconds: number;
  /** The token cookie can vanish while the in-memory token is still present. */
  readonly hasTokenCookie: boolean;
}

/** Decides, for a present token, whether the periodic session check refreshes it. */
export function shouldRefreshToken(input: TokenRefreshInput): boolean {
  return !input.hasTokenCookie || input.expiresAtSeconds - input.nowSeconds <= input.windowSeconds;
}
