import { Injectable } from '@nestjs/common';
import type { CountryId } from '@fuel/domain';
import { internalLinks } from '../domain/rich-text.js';
import { CmsPagesRepository } from '../pages/cms-pages.repository.js';
import { brokenLinks } from '../pages/page-path.js';

/** The internal link check of pages and articles: a link must reach the shop or a page published on every site. */
@Injectable()
export class LinkCheckService {
  constructor(private readonly pages: CmsPagesRepository) {}

  /** The internal links of sanitised `html` that lead nowhere on one of `countryIds`; `ownPath` links itself. */
  async brokenLinks(html: string, countryIds: readonly CountryId[], ownPath = ''): Promise<string[]> {
    const links = internalLinks(html);
    if (links.length === 0) return [];
    const published = await this.pages.publishedOnAll(links, countryIds);
    return brokenLinks(links, ownPath, published);
  }
}
