import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { cx } from '../cx.util';
import styles from './tabs.module.css';

export interface TabItem {
  readonly value: string;
  readonly label: ReactNode;
  readonly content: ReactNode;
}

export interface TabsProps {
  readonly items: readonly TabItem[];
  readonly defaultValue?: string;
  readonly value?: string;
  readonly onValueChange?: (value: string) => void;
  /** Names the tab list, e.g. 'Preisverlauf'. */
  readonly label: string;
  readonly className?: string;
}

/** Panels switched by tabs in the page (Radix Tabs: arrow keys, roles). For tabs that are pages, use TabNav. */
export function Tabs({ items, defaultValue, value, onValueChange, label, className }: TabsProps) {
  return (
    <RadixTabs.Root
      className={cx(styles.tabs, className)}
      defaultValue={defaultValue ?? items[0]?.value}
      value={value}
      onValueChange={onValueChange}
    >
      <RadixTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className={styles.tab}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}

export interface TabNavItem {
  readonly to: string;
  readonly label: ReactNode;
  /** Only this exact path marks the tab current (the area's start page). */
  readonly end?: boolean;
  /** Whether the tab is current, where the address's query decides it (`?ansicht=news`), not its path. */
  readonly current?: boolean;
}

/**
 * Tabs that are pages (the customer area): links with aria-current, in the look of Tabs. On phones the row
 * scrolls sideways inside itself instead of widening the page.
 */
export function TabNav({
  items,
  label,
  className,
}: {
  readonly items: readonly TabNavItem[];
  readonly label: string;
  readonly className?: string;
}) {
  return (
    <nav aria-label={label} className={cx(styles.tabs, className)}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.to}>
            {item.current === undefined ? (
              <NavLink to={item.to} end={item.end} className={styles.tab}>
                {item.label}
              </NavLink>
            ) : (
              <Link to={item.to} aria-current={item.current ? 'page' : undefined} className={styles.tab}>
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
