export {
  BACK_OFFICE_HOME,
  BACK_OFFICE_SCREENS,
  type BackOfficeScreen,
  CANCELLATIONS_PATH,
  SUPPORT_ERRORS_PATH,
  SUPPORT_ORDER_SEARCH_PATH,
  SUPPORT_USER_LIST_PATH,
  supportErrorGroupPath,
  supportOrderPath,
  supportUserPath,
} from './back-office-screens.constant';
export { AuditEventsTable } from './components/audit-events-table';
export { BackOfficeNav } from './components/back-office-nav';
export { DashboardPage } from './components/dashboard-page';
export { FactList } from './components/fact-list';
export { ListHeading } from './components/list-heading';
export { PageMessages } from './components/page-messages';
export { DealerIdField, FilterForm, NextPageLink, PeriodFields, SiteSelect } from './components/filter-form';
export { SiteCheckboxes } from './components/site-checkboxes';
export { actorKindLabel, auditActionLabel } from './audit-actions.constant';
