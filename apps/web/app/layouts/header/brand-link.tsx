import { Link } from 'react-router';
import { siteHref } from '../../lib/site/site-links.util';
import { useSite } from '../../lib/site/site-provider';
import { BRAND_NAME } from '../../ui/brand.constant';
import styles from './header.module.css';

export function BrandLink() {
  const site = useSite();
  return (
    <Link to={siteHref(site, '/')} className={styles.brand}>
      {BRAND_NAME}
      <span className="visually-hidden"> – zur Startseite</span>
    </Link>
  );
}
