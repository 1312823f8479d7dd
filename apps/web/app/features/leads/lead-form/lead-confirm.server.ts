import { confirmLeadRequest } from '@fuel/api-client';
import { SECRET_TOKEN_PATTERN } from '@fuel/domain';
import type { RouterContextProvider } from 'react-router';
import { apiClientContext } from '../../../lib/api/api-client.context';
import { siteContext } from '../../../lib/site/site.context';
import { siteHref } from '../../../lib/site/site-links.util';
import { GUIDE_PATHS } from '../guide-links.util';
import {
  INVALID_LEAD_LINK,
  type LeadConfirmationResult,
  leadConfirmationResult,
} from './lead-confirmation.util';

interface RouteArgs {
  readonly request: Request;
  readonly context: Readonly<RouterContextProvider>;
}

function wellFormedToken(request: Request): string | undefined {
  const token = new URL(request.url).searchParams.get('token');
  return token !== null && SECRET_TOKEN_PATTERN.test(token) ? token : undefined;
}

/**
 * `/leads/bestaetigen?token=…`: the GET never uses the token (mail scanners open every link of a mail), it
 * shows the button; a link without a well-formed token is answered at once.
 */
export function loadLeadConfirm({ request }: Pick<RouteArgs, 'request'>): LeadConfirmationResult | null {
  return wellFormedToken(request) ? null : INVALID_LEAD_LINK;
}

/** The button's post to the link itself (works without JavaScript): only the token goes to the API. */
export async function leadConfirmAction({ request, context }: RouteArgs): Promise<LeadConfirmationResult> {
  const token = wellFormedToken(request);
  if (!token) return INVALID_LEAD_LINK;
  const site = context.get(siteContext);
  const links = { home: siteHref(site, '/'), leadForm: siteHref(site, GUIDE_PATHS.leadForm) };
  try {
    return leadConfirmationResult(
      await confirmLeadRequest({ client: context.get(apiClientContext), body: { Token: token } }),
      links,
    );
  } catch (error) {
    console.error('lead confirmation failed without an answer', error);
    return leadConfirmationResult({ error: {} }, links);
  }
}
