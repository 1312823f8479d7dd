import { countryByCode } from '@fuel/domain';
import { type ReactNode, createContext, use } from 'react';
import { DEFAULT_PUBLIC_BASE_URL, DEMO_OPERATORS } from './site-config.constant';
import type { SiteData } from './site.type';

const de = countryByCode('de');

/** Used only when the root loader itself failed, so the error page can still render. */
export const FALLBACK_SITE: SiteData = {
  code: de.code,
  countryId: de.id,
  iso: de.iso,
  currencyCode: de.currencyCode,
  customerPhone: DEMO_OPERATORS.de.customerPhone,
  serviceHours: DEMO_OPERATORS.de.serviceHours,
  basePath: '',
  siteRoots: { de: '', at: '/at', ch: '/ch' },
  origin: DEFAULT_PUBLIC_BASE_URL,
};

const SiteContext = createContext<SiteData>(FALLBACK_SITE);

export function SiteProvider({ site, children }: { site: SiteData; children: ReactNode }) {
  return <SiteContext value={site}>{children}</SiteContext>;
}

export function useSite(): SiteData {
  return use(SiteContext);
}
