import { DEFAULT_API_URL } from './api-url.constant';

/**
 * Base URL for API calls: server-side loaders call the API directly, the browser goes through this
 * server's same-origin /api proxy.
 */
export function apiBaseUrl(): string {
  if (import.meta.env.SSR) return process.env.API_URL ?? DEFAULT_API_URL;
  return '';
}
