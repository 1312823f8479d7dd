import type { RegistrationDataInput } from '@fuel/api-client';
import { productGroupByUrlName } from '@fuel/domain';
import { data } from 'react-router';
import {
  SIGN_IN_VIEW_VARIANTS,
  type SignInMode,
  type SignInViewVariant,
  isSignInMode,
  isSignInViewVariant,
  parseFlag,
  variantForClient,
} from './sign-in-variant.util';

export interface SignInPageData {
  readonly mode: SignInMode;
  readonly variant: SignInViewVariant;
  /** Url name of the product group when signing in within an order. */
  readonly productGroup: string | undefined;
  readonly returnUrl: string | null;
  readonly redirectUrl: string | null;
  /** 'Als Gast bestellen' preselected (only within an order). */
  readonly guest: boolean;
  /** Within an order: what this browser already typed into the registration form (kept by the API). */
  readonly registration?: RegistrationDataInput | null;
}

interface SignInPageInput {
  readonly params: { productGroup?: string; registerVariant?: string; viewVariant?: string };
  readonly url: URL;
  readonly clientAddress: string;
  readonly userAgent: string;
}

function notFound(): never {
  throw data('Not Found', { status: 404 });
}

/** Validates the sign-in URL (spec 2 §4, §5): unknown modes, variants, groups and flags are a 404. */
export function signInPageData({ params, url, clientAddress, userAgent }: SignInPageInput): SignInPageData {
  const mode = params.registerVariant ?? 'login';
  if (!isSignInMode(mode)) notFound();
  const variant = params.viewVariant ?? variantForClient(SIGN_IN_VIEW_VARIANTS, clientAddress, userAgent);
  if (!isSignInViewVariant(variant)) notFound();
  if (params.productGroup !== undefined && !productGroupByUrlName(params.productGroup)) notFound();
  const guest = parseFlag(url.searchParams.get('Gast'));
  if (guest === undefined) notFound();
  return {
    mode,
    variant,
    productGroup: params.productGroup,
    returnUrl: url.searchParams.get('ReturnUrl'),
    redirectUrl: url.searchParams.get('RedirectUrl'),
    guest: guest && params.productGroup !== undefined,
  };
}
