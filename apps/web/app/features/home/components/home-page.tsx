import { HomeHero } from './home-hero';
import { ProductGroupTiles } from './product-group-tiles';
import { TrustSection } from './trust-section';

export function HomePage() {
  return (
    <>
      <HomeHero />
      <ProductGroupTiles />
      <TrustSection />
    </>
  );
}
