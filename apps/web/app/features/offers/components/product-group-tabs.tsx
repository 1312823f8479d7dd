import { PRODUCT_GROUPS, type ProductGroupId } from '@fuel/domain';
import { Link } from 'react-router';
import { PRODUCT_GROUP_SEARCH_KEY } from '../calculator-settings.util';
import styles from './product-group-tabs.module.css';

/** The five product groups; plain links, so switching also works without JavaScript. */
export function ProductGroupTabs({ selectedId }: { readonly selectedId: ProductGroupId }) {
  return (
    <nav className={styles.tabs} aria-label="Produkt wählen">
      <ul>
        {PRODUCT_GROUPS.map((group) => (
          <li key={group.id}>
            <Link
              to={`?${PRODUCT_GROUP_SEARCH_KEY}=${group.urlName}`}
              replace
              preventScrollReset
              aria-current={group.id === selectedId ? 'page' : undefined}
            >
              {group.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
