import { createContext } from 'react-router';
import type { SiteData } from './site.type';

/** The resolved site of the current request, set by the root middleware. */
export const siteContext = createContext<SiteData>();
