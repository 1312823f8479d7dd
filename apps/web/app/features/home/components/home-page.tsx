import { BestPriceBanner } from '../../content/components/best-price-banner';
import { LatestNews } from '../../news/components/latest-news';
import { HomeHero } from './home-hero';
import { ProductGroupTiles } from './product-group-tiles';
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
