/**
 * Named rights an endpoint can require, so code asks "may this user cancel orders?" rather than "is this
 * user customer support?". Which role holds which right is decided in one place, the API's role table
 * (apps/api/src/core/auth/permissions.ts); admin holds every one. The back office's navigation shows a
 * screen to whoever holds its permission, so the names live here for both sides.
 */
export const PERMISSIONS = [
  /** Change one's own account: personal data, password, e-mail address, favourite dealer. Not guests. */
  'account.manage',
  /** The dealer portal: the own dealer's profile and orders, confirm, decline, mark delivered. */
  'dealer.orders.manage',
  /** The back office's console: start page and dashboard. Every back-office role. */
  'backoffice.view',
  /** Find users and open their data and orders. */
  'users.view',
  /** Change a user's names, titles, e-mail, mex flag; send reset and confirmation mails. */
  'users.edit',
  /** Give and take roles (admin only: it can make staff). */
  'users.roles',
  /** Lock and unlock accounts; staff and dealer accounts only an admin (AccountLockService). */
  'users.lock',
  /** Act as a customer (impersonation); staff and dealer accounts are never impersonated. */
  'users.impersonate',
  /** Find any order, see its details and history, resend its mails, add internal notes. */
  'orders.support',
  /** Cancel any customer's order that is not yet delivered, with a reason (back office). */
  'orders.cancel',
  /** Cancellation management: book cancellations, comments, feedback (spec 2 §4). */
  'cancellations.manage',
  /** The sales list: orders, commission and booked cancellations per dealer; commission rates. */
  'sales.view',
  /** Export orders as CSV or XLSX. */
  'orders.export',
  /** The period statistic (spec 2 §7). */
  'statistics.view',
  /** Inspect and purge caches, reload the market. */
  'cache.manage',
  /** The calculator's option catalogue per product group and site. */
  'calculator.configure',
  /** Read the audit log. */
  'audit.view',
  /** Pages, news, content blocks and media (CMS). */
  'content.manage',
  /** Ad slots, adverts and campaigns (spec 2 §6: "admin also counts as ad manager"). */
  'ads.manage',
  /** Leads of the consumption guide: list, export, delete on request (Marketing). */
  'leads.manage',
  /** The error trace: grouped browser and server errors, marking them resolved (admin). */
  'errors.manage',
  /** Tank-sensor (mex) support data. */
  'mex.support',
] as const;
export type Permission = (typeof PERMISSIONS)[number];
