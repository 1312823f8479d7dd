import { countryByCode } from '@fuel/domain';
import { HomeCalculator } from './home-calculator';
import { useSite } from '../../../lib/site/site-provider';
import styles from './home-hero.module.css';

export function HomeHero() {
  const country = countryByCode(useSite().code);
  return (
    <section className="hero" aria-labelledby="home-headline">
      <div className={`container ${styles.layout}`}>
        <div>
          <h1 id="home-headline">{`Heizöl günstig bestellen – Preise vergleichen ${country.nameInSentence}`}</h1>
          <p className="hero__lead">
            Postleitzahl und Menge eingeben, Angebote regionaler Händler vergleichen und direkt online
            bestellen.
          </p>
        </div>
        <HomeCalculator />
      </div>
    </section>
  );
}
