import { siteHref } from '../../../lib/site/site-links.util';
import { useSite } from '../../../lib/site/site-provider';
import { TabNav } from '../../../ui';
import { ACCOUNT_PATHS } from '../account-paths.constant';

/** The customer area's tabs (spec 2 §2); notifications and mex follow once they are designed. */
const TABS = [
  { path: ACCOUNT_PATHS.customerHome, label: 'Übersicht' },
  { path: ACCOUNT_PATHS.orders, label: 'Bestellungen' },
  { path: ACCOUNT_PATHS.baseData, label: 'Stammdaten' },
] as const;

/** The tab bar above every page of the customer area; an order's page keeps 'Bestellungen' current. */
export function CustomerAreaTabs() {
  const site = useSite();
  return (
    <TabNav
      label="Kundenbereich"
      items={TABS.map((tab) => ({ to: siteHref(site, tab.path), label: tab.label }))}
    />
  );
}
