import { Injectable } from '@nestjs/common';
import { libraryImageHashes, type MediaUser } from '@fuel/domain/content';
import { MediaUsageRepository } from './media-usage.repository.js';

/**
 * Where-used of the media library. Whoever saves a page, article or block calls `record` inside its own
 * transaction, with the asset ids it names directly (a news image) and its rich text (library images in it).
 */
@Injectable()
export class MediaUsageService {
  constructor(private readonly repository: MediaUsageRepository) {}

  record(
    user: MediaUser,
    userId: string | number,
    assetIds: readonly number[],
    richText = '',
  ): Promise<void> {
    return this.repository.replace(user, String(userId), assetIds, libraryImageHashes(richText));
  }
}
