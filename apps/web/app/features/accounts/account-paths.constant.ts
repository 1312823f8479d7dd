import { START_PAGE_PATHS } from '@fuel/domain/accounts';

/** Paths of the account pages, relative to the site root. */
export const ACCOUNT_PATHS = {
  signIn: '/benutzerkonto/anmeldung',
  orderSignIn: '/benutzerkonto/bestellanmeldung',
  customerHome: '/kunde/startseite',
  orders: '/kunde/bestellungen',
  baseData: '/kunde/stammdaten',
  personalData: '/persoenliche-daten',
  dealerPortal: START_PAGE_PATHS.dealerPortal,
} as const;
