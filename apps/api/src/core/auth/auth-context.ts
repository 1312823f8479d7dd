import type { Request } from 'express';
import type { AuthUser } from './auth-user.type.js';

// Kept beside the request rather than on `req.user`, which passport's typings claim for their own shape.
const users = new WeakMap<Request, AuthUser>();

export function setAuthUser(req: Request, user: AuthUser): void {
  users.set(req, user);
}

export function authUserOf(req: Request): AuthUser | undefined {
  return users.get(req);
}
