import { ConsentSettingsPage } from '../features/content';
import { readLegalChoices, saveConsent } from '../features/content/index.server';
import { pageSeo, seoMeta } from '../lib/seo/page-seo.util';
import { siteHref } from '../lib/site/site-links.util';
import { siteContext } from '../lib/site/site.context';
import type { Route } from './+types/cookie-settings';

export function loader(args: Route.LoaderArgs) {
  const { code } = args.context.get(siteContext);
  return {
    head: pageSeo(args, {
      title: 'Cookie-Einstellungen',
      description:
        'Welche Cookies der Marktplatz setzen darf: notwendige und, mit Ihrer Einwilligung, Statistik.',
      path: '/cookie-einstellungen',
      noIndex: true,
    }),
    consent: readLegalChoices(args.request.headers.get('Cookie'), code).consent,
  };
}

/** The banner's and this page's form: stores the choice in a cookie and returns to the page it came from. */
export function action({ request, context }: Route.ActionArgs) {
  return saveConsent(request, siteHref(context.get(siteContext), '/'));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.head);
}

export default function CookieSettings({ loaderData }: Route.ComponentProps) {
  return <ConsentSettingsPage consent={loaderData.consent} />;
}
