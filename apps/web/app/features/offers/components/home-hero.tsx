import { useContentBlock } from '../../content/blocks';
import { HomeCalculator } from './home-calculator';
import styles from './home-hero.module.css';

export function HomeHero() {
  const title = useContentBlock('home.hero.title');
  const text = useContentBlock('home.hero.text');
  return (
    <section className="hero" aria-labelledby="home-headline">
      <div className={`container ${styles.layout}`}>
        <div>
          <h1 id="home-headline">{title}</h1>
          <p className="hero__lead">{text}</p>
        </div>
        <HomeCalculator />
      </div>
    </section>
  );
}
