import { countAdImpression, createClient } from '@fuel/api-client';
import type { AdImpression } from './ad-slot.type';

/**
 * A client of its own for the count: the browser's shared client sends the session's cookies and bearer
 * token, and an impression carries nothing about the visitor. keepalive lets it finish while the page
 * unloads, like a beacon (navigator.sendBeacon would send the cookies).
 */
const impressionClient = createClient({ credentials: 'omit' });

/** Counts an advert as seen (POST /api/iam/impressions); a failed count is not the visitor's business. */
export function sendAdImpression(impression: AdImpression): void {
  countAdImpression({ client: impressionClient, body: impression, keepalive: true }).catch(() => undefined);
}
