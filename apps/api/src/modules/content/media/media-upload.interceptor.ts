import {
  type CallHandler,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import type { AppConfig } from '../../../core/config/app-config.js';
import { APP_CONFIG } from '../../../core/config/config.module.js';
import { AppException } from '../../../core/http/error-response.js';
import { tooLarge } from './media-processing.js';

export const UPLOAD_FIELD = 'file';

/**
 * Reads the multipart upload (`file` and a few text fields) into memory, at most MEDIA_MAX_BYTES: busboy
 * stops reading beyond it (413), so a larger upload never fills the memory. Runs after the guards, so only a
 * permitted caller gets this far. Multer's English errors become German ones.
 */
@Injectable()
export class MediaUploadInterceptor implements NestInterceptor {
  private readonly inner: NestInterceptor;
  private readonly maxBytes: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.maxBytes = config.media.maxBytes;
    const Inner = FileInterceptor(UPLOAD_FIELD, {
      limits: { fileSize: this.maxBytes, files: 1, fields: 8, parts: 9, fieldSize: 4096, fieldNameSize: 100 },
      // Browsers send file names in UTF-8 (umlauts), not in busboy's default Latin-1.
      defParamCharset: 'utf8',
    });
    this.inner = new Inner({});
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.inner.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) {
        const megabytes = (this.maxBytes / (1024 * 1024)).toLocaleString('de-DE', {
          maximumFractionDigits: 1,
        });
        throw tooLarge(`Die Datei ist zu groß: höchstens ${megabytes} MB.`);
      }
      if (error instanceof HttpException && error.getStatus() < 500) {
        const message =
          'Die Datei konnte nicht gelesen werden. Bitte senden Sie genau eine Datei im Feld „file“.';
        throw new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, [
          { field: UPLOAD_FIELD, messages: [message] },
        ]);
      }
      throw error;
    }
  }
}
