import type { SessionUser } from './session-user.type';

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * The user of an access token, read without verifying it (the API verifies every request; this only
 * decides what the page shows). Undefined for anything that is not a JWT with a numeric id.
 */
export function sessionUserOfToken(token: string | undefined | null): SessionUser | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  let claims: Record<string, unknown>;
  try {
    claims = JSON.parse(decodeBase64Url(payload)) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (typeof claims.id !== 'number') return undefined;
  const roles = claims.roles;
  const firstName = text(claims.firstName) ?? '';
  return {
    id: claims.id,
    title1: text(claims.title1),
    title2: text(claims.title2),
    roles: Array.isArray(roles)
      ? roles.filter((role) => typeof role === 'string')
      : text(roles)
        ? [roles as string]
        : [],
    isImpersonated: claims.isImpersonated === true,
    isGuest: claims.isGuest === true,
    hasMexEnabled: claims.hasMexEnabled === true,
    hasAnyOrder: claims.hasAnyOrder === true,
    firstName,
    lastName: text(claims.lastName) ?? firstName,
    expiresAt: typeof claims.exp === 'number' ? claims.exp : null,
  };
}

/** 'Karla Kunde' */
export function fullNameOf(user: Pick<SessionUser, 'firstName' | 'lastName'>): string {
  return user.lastName && user.lastName !== user.firstName
    ? `${user.firstName} ${user.lastName}`
    : user.firstName;
}
