import type { NoticePlacement } from '@fuel/domain/content';

/** Roots of the back office and the dealer portal: staff screens show no site notices. */
const STAFF_ROOTS =
  /^\/(support|admin|stornomanagement|export-orders|statistics|medienverwaltung|haendler)(\/|$)/;

/**
 * The notice placement of a page of the default layout, by its path on the site (without the site's prefix):
 * the home page, an offer list, the price pages, the news; every other page shows the notices for all pages.
 * Null for staff screens. The order process has a layout of its own (placement `order-process`).
 */
export function noticePlacementOf(sitePath: string): NoticePlacement | null {
  const path = sitePath.replace(/\/+$/, '') || '/';
  if (STAFF_ROOTS.test(path)) return null;
  if (path === '/') return 'home';
  if (/^\/[^/]+\/angebotsliste$/.test(path)) return 'offer-list';
  if (/^\/heizoelpreise(\/|$)/.test(path)) return 'prices';
  if (/^\/news(\/|$)/.test(path)) return 'news';
  return 'all';
}

/** The path of `pathname` on the site whose paths start with `basePath` ('' or '/at'). */
export function sitePathOf(pathname: string, basePath: string): string {
  if (basePath && (pathname === basePath || pathname.startsWith(`${basePath}/`))) {
    return pathname.slice(basePath.length) || '/';
  }
  return pathname;
}
