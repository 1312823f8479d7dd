import { type MouseEvent, useState } from 'react';
import { Drawer } from '../../ui';
import { CustomerPhone } from './customer-phone';
import { MainNavLinks } from './main-nav';
import { SiteSwitch } from './site-switch';
import styles from './header.module.css';

/**
 * The menu button of phones and small tablets (under 768 px): a Drawer (Radix Dialog: focus moves in, stays
 * in, and returns to the button) with the main navigation, the hotline and the site switch.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  // A followed link leaves the menu; the drawer would otherwise stay over the new page.
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };
  return (
    <Drawer
      open={open}
      onOpenChange={setOpen}
      title="Menü"
      trigger={
        <button type="button" className={styles.menuButton}>
          <span className={styles.menuIcon} aria-hidden="true" />
          <span className={styles.menuLabel}>Menü</span>
        </button>
      }
    >
      <div onClickCapture={closeOnLink}>
        <nav aria-label="Hauptnavigation">
          <MainNavLinks className={styles.menuList} />
        </nav>
        <div className={styles.menuExtras}>
          <CustomerPhone />
          <SiteSwitch />
        </div>
      </div>
    </Drawer>
  );
}
