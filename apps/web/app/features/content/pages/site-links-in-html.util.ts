import { MEDIA_PATH_PREFIX } from '@fuel/domain/content';

/** `href="/impressum"` as the API's sanitiser writes attributes (double quotes, no other spelling). */
const INTERNAL_HREF = / href="(\/(?!\/)[^"]*)"/g;

/**
 * Rich text links internal pages by their site path (`/impressum`, checked against the page tree); on the
 * at and ch sites of a shared host they live under the site's prefix (`/at/impressum`). Media files are
 * served for every site at the root and keep their path.
 */
export function prefixInternalLinks(html: string, basePath: string): string {
  if (!basePath) return html;
  return html.replace(INTERNAL_HREF, (attribute, path: string) =>
    path.startsWith(MEDIA_PATH_PREFIX) ? attribute : ` href="${basePath}${path === '/' ? '' : path}"`,
  );
}
