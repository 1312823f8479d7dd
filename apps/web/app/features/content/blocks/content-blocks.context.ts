import type { SiteContentBlockValues } from '@fuel/api-client';
import { createContext } from 'react';

/** The site's content blocks as the layout loaded them; null where none were loaded (the defaults show). */
export const ContentBlocksContext = createContext<SiteContentBlockValues | null>(null);
