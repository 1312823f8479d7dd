import { productGroupById, stripSitePrefix } from '@fuel/domain';
import { HydrationBoundary } from '@tanstack/react-query';
import { OfferAssistant } from '../features/offers';
import { loadCalculatorPage } from '../features/offers/index.server';
import { pageSeo, seoMeta } from '../lib/seo/page-seo.util';
import type { Route } from './+types/offer-assistant';

export async function loader(args: Route.LoaderArgs) {
  const page = await loadCalculatorPage(args);
  const name = productGroupById(page.productGroupId)?.name ?? '';
  const seo = pageSeo(args, {
    title: `Angebotsassistent ${name}`,
    description: `${name} Schritt für Schritt konfigurieren: Menge, Lieferung und Zahlungsart wählen und Angebote vergleichen.`,
    path: stripSitePrefix(args.url.pathname),
    onAllSites: true,
    noIndex: args.url.search !== '',
  });
  return { ...page, seo };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function OfferAssistantRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <OfferAssistant productGroupId={loaderData.productGroupId} />
    </HydrationBoundary>
  );
}
