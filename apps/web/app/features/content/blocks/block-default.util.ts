import { countryByCode } from '@fuel/domain';
import { CONTENT_BLOCKS, type ContentBlockKey } from '@fuel/domain/content';
import type { SiteData } from '../../../lib/site/site.type';

/**
 * The block's default for the site, from the same definitions the API fills in: shown when the site's blocks
 * could not be loaded. The site's pages show no block that names the operator's e-mail (only the mails do).
 */
export function siteBlockDefault(key: ContentBlockKey, site: SiteData): string {
  return CONTENT_BLOCKS[key].defaultValue({
    country: countryByCode(site.code),
    operator: { customerPhone: site.customerPhone, serviceHours: site.serviceHours, email: '' },
  });
}
