import { BestPriceBanner } from './best-price-banner';
import { LatestNews } from './latest-news';
import { HomeHero, ProductGroupTiles } from '../../offers';
import { TrustSection } from './trust-section';

export function HomePage() {
  return (
    <>
      <HomeHero />
      <BestPriceBanner />
      <ProductGroupTiles />
      <LatestNews />
      <TrustSection />
    </>
  );
}
