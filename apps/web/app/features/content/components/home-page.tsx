import type { ReactNode } from 'react';
import { BestPriceBanner } from './best-price-banner';
import { LatestNews } from './latest-news';
import { HomeHero, ProductGroupTiles } from '../../offers';
import { TrustSection } from './trust-section';

/** `advert`: the home banner's slot, below the best price (the route passes it; it may render nothing). */
export function HomePage({ advert }: { readonly advert?: ReactNode }) {
  return (
    <>
      <HomeHero />
      <BestPriceBanner />
      {advert}
      <ProductGroupTiles />
      <LatestNews />
      <TrustSection />
    </>
  );
}
