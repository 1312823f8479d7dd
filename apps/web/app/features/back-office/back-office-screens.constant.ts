import { type Permission, START_PAGE_PATHS } from '@fuel/domain/accounts';

export interface BackOfficeScreen {
  /** Path relative to the site root (spec 2 §2). */
  readonly path: string;
  readonly label: string;
  /** The navigation shows the screen to whoever holds this (the API's role table decides who does). */
  readonly permission: Permission;
}

/** The start page: every back-office role. */
export const BACK_OFFICE_HOME: BackOfficeScreen = {
  path: START_PAGE_PATHS.backOffice,
  label: 'Übersicht',
  permission: 'backoffice.view',
};

export const SUPPORT_USER_LIST_PATH = '/support/user/list';
export const SUPPORT_ORDER_SEARCH_PATH = '/support/bestellungen';
export const CANCELLATIONS_PATH = '/stornomanagement';
/** The error trace (issue #15): groups of browser and server errors. */
export const SUPPORT_ERRORS_PATH = '/support/fehler';

/** The back-office page of one user (relative to the site root, like every path here). */
export function supportUserPath(userId: number | string): string {
  return `/support/benutzer/${userId}/bearbeiten`;
}

/** The back-office page of one order. */
export function supportOrderPath(orderId: number | string): string {
  return `${SUPPORT_ORDER_SEARCH_PATH}/${orderId}`;
}

/** The back-office page of one error group. */
export function supportErrorGroupPath(groupId: number | string): string {
  return `${SUPPORT_ERRORS_PATH}/${groupId}`;
}

/** The back office's screens in the order of its navigation. */
export const BACK_OFFICE_SCREENS: readonly BackOfficeScreen[] = [
  BACK_OFFICE_HOME,
  { path: SUPPORT_USER_LIST_PATH, label: 'Benutzer', permission: 'users.view' },
  { path: SUPPORT_ORDER_SEARCH_PATH, label: 'Bestellungen', permission: 'orders.support' },
  { path: CANCELLATIONS_PATH, label: 'Stornomanagement', permission: 'cancellations.manage' },
  { path: '/admin/verkaufsliste', label: 'Verkaufsliste', permission: 'sales.view' },
  { path: '/export-orders', label: 'Export', permission: 'orders.export' },
  { path: '/statistics', label: 'Statistik', permission: 'statistics.view' },
  { path: '/support/leads', label: 'Leads', permission: 'leads.manage' },
  { path: '/support/cache', label: 'Cache', permission: 'cache.manage' },
  { path: '/support/parameter-requirement', label: 'Rechnerparameter', permission: 'calculator.configure' },
  { path: '/support/protokoll', label: 'Protokoll', permission: 'audit.view' },
  { path: SUPPORT_ERRORS_PATH, label: 'Fehler', permission: 'errors.manage' },
  { path: '/support/cms/list', label: 'Inhalte', permission: 'content.manage' },
  { path: '/support/cms/media', label: 'Medien', permission: 'content.manage' },
  { path: '/support/cms/content/edit', label: 'Textbausteine', permission: 'content.manage' },
  { path: '/support/cms/prompts', label: 'Hinweise', permission: 'content.manage' },
  { path: '/support/adverts', label: 'Anzeigen', permission: 'ads.manage' },
  { path: '/support/campaigns', label: 'Kampagnen', permission: 'ads.manage' },
  { path: '/support/slots', label: 'Werbeplätze', permission: 'ads.manage' },
];

/** The screens a holder of `permissions` may open. */
export function screensFor(permissions: readonly Permission[]): BackOfficeScreen[] {
  return BACK_OFFICE_SCREENS.filter((screen) => permissions.includes(screen.permission));
}
