import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import type { AccessTokenClaims, AuthUser } from './auth-user.type.js';
import { rolesFromClaim } from './roles.js';
import { isSessionId } from './session-registry.service.js';

/** Verification allow-lists HS256: a token claiming `none` or another algorithm is refused. */
const ALGORITHM = 'HS256';

/** Signs and verifies the short-lived access tokens (JWT). */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  sign(claims: Omit<AccessTokenClaims, 'iat' | 'exp'>): { token: string; expiresAt: number } {
    const token = this.jwt.sign(claims, {
      secret: this.config.jwtSecret,
      algorithm: ALGORITHM,
      expiresIn: this.config.accessTokenTtlSeconds,
    });
    const { exp } = this.jwt.decode<{ exp: number }>(token);
    return { token, expiresAt: exp };
  }

  /**
   * The holder of a valid token, or undefined for a missing, forged, expired or malformed one. A token must
   * carry `exp` and a session id (`sid`): one without could never be expired or revoked. Whether the session
   * is still alive is the guard's question (SessionRegistry).
   */
  verify(token: string, options: { ignoreExpiration?: boolean } = {}): AuthUser | undefined {
    let claims: AccessTokenClaims;
    try {
      claims = this.jwt.verify<AccessTokenClaims>(token, {
        secret: this.config.jwtSecret,
        algorithms: [ALGORITHM],
        ignoreExpiration: options.ignoreExpiration ?? false,
      });
    } catch {
      return undefined;
    }
    const { exp } = claims;
    const validExp = typeof exp === 'number' && Number.isInteger(exp);
    if (!Number.isInteger(claims.id) || !isSessionId(claims.sid) || !validExp) return undefined;
    return {
      id: claims.id,
      roles: rolesFromClaim(claims.roles),
      isGuest: claims.isGuest === true,
      hasMexEnabled: claims.hasMexEnabled === true,
      isImpersonated: claims.isImpersonated === true,
      impersonatorId: typeof claims.impersonatorId === 'number' ? claims.impersonatorId : null,
      dealerId: typeof claims.dealerId === 'number' ? claims.dealerId : null,
      sessionId: claims.sid,
      expiresAt: exp,
      claims,
    };
  }
}
