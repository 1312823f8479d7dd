import { BestPriceBanner } from './best-price-banner';
import { LatestNews } from './latest-news';
import { HomeHero } from '../../offers/components/home-hero';
import { ProductGroupTiles } from '../../offers/components/product-group-tiles';
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
