/** Modes of the sign-in page (the registerVariant segment); nothing else is accepted. */
export const SIGN_IN_MODES = ['login', 'register'] as const;
export type SignInMode = (typeof SIGN_IN_MODES)[number];

/** The configured view variants of the sign-in page. */
export const SIGN_IN_VIEW_VARIANTS = ['standard', 'kompakt'] as const;
export type SignInViewVariant = (typeof SIGN_IN_VIEW_VARIANTS)[number];

/** FNV-1a, 32 bit: a stable, well-spread hash of a string. */
export function stableHash(value: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index++) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The variant of a client: the same for the same address and user agent. */
export function variantForClient<T>(variants: readonly T[], clientAddress: string, userAgent: string): T {
  const variant = variants[stableHash(`${clientAddress}|${userAgent}`) % variants.length];
  if (variant === undefined) throw new Error('no variants configured');
  return variant;
}

export function isSignInMode(value: string): value is SignInMode {
  return (SIGN_IN_MODES as readonly string[]).includes(value);
}

export function isSignInViewVariant(value: string): value is SignInViewVariant {
  return (SIGN_IN_VIEW_VARIANTS as readonly string[]).includes(value);
}

/** Registration flags accept only 'true' or 'false'; absent is false, anything else undefined (rejected). */
export function parseFlag(value: string | null): boolean | undefined {
  if (value === null || value === 'false') return false;
  return value === 'true' ? true : undefined;
}
