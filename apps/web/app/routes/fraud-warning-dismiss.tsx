import { redirect } from 'react-router';
import { dismissFraudWarning } from '../features/content/index.server';
import { siteHref } from '../lib/site/site-links.util';
import { siteContext } from '../lib/site/site.context';
import type { Route } from './+types/fraud-warning-dismiss';

/** The fraud warning's "×": remembers the dismissal for this site and returns to the page. */
export function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  return dismissFraudWarning(request, site.code, siteHref(site, '/'));
}

/** Only a form posts here; a typed address goes to the start page. */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(siteHref(context.get(siteContext), '/'));
}
