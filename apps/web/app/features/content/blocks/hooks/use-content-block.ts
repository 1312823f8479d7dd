import type { ContentBlockKey } from '@fuel/domain/content';
import { use } from 'react';
import { useSite } from '../../../../lib/site/site-provider';
import { siteBlockDefault } from '../block-default.util';
import { ContentBlocksContext } from '../content-blocks.context';

/** The text (plain) or sanitised HTML (rich) of a content block: the edited one, else the site's default. */
export function useContentBlock(key: ContentBlockKey): string {
  const blocks = use(ContentBlocksContext);
  const site = useSite();
  return blocks?.[key] ?? siteBlockDefault(key, site);
}
