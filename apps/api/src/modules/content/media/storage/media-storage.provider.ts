import type { Provider } from '@nestjs/common';
import type { AppConfig } from '../../../../core/config/app-config.js';
import { APP_CONFIG } from '../../../../core/config/config.module.js';
import { LocalMediaStorage } from './local-media-storage.js';
import { MediaStorage } from './media-storage.js';
import { S3MediaStorage } from './s3-media-storage.js';

/** The configured storage: S3 when MEDIA_S3_BUCKET is set, else the local folder MEDIA_DIR. */
export const mediaStorageProvider: Provider = {
  provide: MediaStorage,
  inject: [APP_CONFIG],
  useFactory: ({ media }: AppConfig): MediaStorage =>
    media.storage.kind === 's3'
      ? new S3MediaStorage(media.storage)
      : new LocalMediaStorage(media.storage.dir),
};
