import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import type { ImageVariant } from '@fuel/domain/content';
import { AuditLog } from '../../../core/audit/audit-log.service.js';
import { actingUserId, type RequestContext } from '../../../core/context/request-context.js';
import { TransactionRunner } from '../../../core/database/transaction-runner.js';
import { AppException } from '../../../core/http/error-response.js';
import { notFound } from '../../../core/http/not-found.js';
import type {
  MediaAssetDetailOutput,
  MediaAssetListOutput,
  MediaAssetOutput,
} from './dto/media-asset.output.js';
import type { ListMediaQuery } from './dto/list-media.query.js';
import type { UpdateMediaInput } from './dto/update-media.input.js';
import type { UploadMediaInput } from './dto/upload-media.input.js';
import { responsiveImage } from './media-images.service.js';
import { processImage, sha256Of, sniffFile, type ProcessedFile } from './media-processing.js';
import { MediaRepository, type MediaAssetRow } from './media.repository.js';
import { mediaPathOf, usageOutput } from './media-paths.js';
import { MediaStorage, mediaKey } from './storage/media-storage.js';
import { MEDIA_PAGE_SIZE } from './dto/list-media.query.js';

/** What the upload interceptor hands over (multer's memory storage). */
export interface UploadedMediaFile {
  readonly buffer: Buffer;
  readonly originalname: string;
  readonly size: number;
}

const FILE_NAME_MAX = 200;

/** The uploaded name for the list only: control characters and path parts gone, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const clean = base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, FILE_NAME_MAX);
  return clean === '' ? 'datei' : clean;
}

function invalidFolder(field: string): AppException {
  const message = 'Diesen Ordner gibt es nicht.';
  return new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, [
    { field, messages: [message] },
  ]);
}

export function toMediaAssetOutput(row: MediaAssetRow): MediaAssetOutput {
  return {
    id: row.id,
    folderId: row.folderId,
    kind: row.kind,
    fileName: row.fileName,
    contentType: row.contentType,
    bytes: row.bytes,
    sha256: row.sha256,
    width: row.width,
    height: row.height,
    altText: row.altText,
    title: row.title,
    path: row.path,
    variants: row.variants.map((v) => ({ ...v })),
    image: row.kind === 'image' ? responsiveImage(row) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The media library: uploads (checked, cleaned, variants made), the list, where-used and deletion. */
@Injectable()
export class MediaService {
  private readonly logger = new Logger(MediaService.name);

  constructor(
    private readonly repository: MediaRepository,
    private readonly storage: MediaStorage,
    private readonly runner: TransactionRunner,
    private readonly audit: AuditLog,
  ) {}

  private async requireFolder(folderId: number | null | undefined, field = 'folderId'): Promise<void> {
    if (folderId === null || folderId === undefined) return;
    if (!(await this.repository.folderById(folderId))) throw invalidFolder(field);
  }

  /**
   * Stores an upload. The same file again (by SHA-256 of its bytes) is the asset already there, also when
   * two uploads of it run at once (the unique hash decides; both wrote the same bytes under the same keys).
   */
  async upload(
    ctx: RequestContext,
    file: UploadedMediaFile | undefined,
    input: UploadMediaInput,
  ): Promise<MediaAssetOutput> {
    if (!file || file.size === 0) {
      const message = 'Bitte wählen Sie eine Datei aus.';
      throw new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, [
        { field: 'file', messages: [message] },
      ]);
    }
    await this.requireFolder(input.folderId);
    const sha256 = sha256Of(file.buffer);
    const earlier = await this.repository.bySha256(sha256);
    if (earlier) return toMediaAssetOutput(earlier);

    const sniffed = await sniffFile(file.buffer);
    let files: ProcessedFile[];
    let variants: ImageVariant[] = [];
    let size: { width: number | null; height: number | null } = { width: null, height: null };
    let original: ProcessedFile;
    if (sniffed.kind === 'image') {
      const image = await processImage(file.buffer, sniffed.contentType);
      original = image.original;
      size = { width: image.width, height: image.height };
      variants = image.variants.map((v) => ({
        format: v.format,
        width: v.width,
        height: v.height,
        bytes: v.body.length,
        path: mediaPathOf(sha256, v.name),
      }));
      files = [image.original, ...image.variants];
    } else {
      original = {
        name: `original.${sniffed.extension}`,
        body: file.buffer,
        contentType: sniffed.contentType,
      };
      files = [original];
    }
    for (const stored of files) {
      await this.storage.put(mediaKey(sha256, stored.name), stored.body, stored.contentType);
    }
    return this.runner.transaction(async () => {
      const { row, created } = await this.repository.insertOrExisting({
        folderId: input.folderId ?? null,
        kind: sniffed.kind,
        fileName: cleanFileName(file.originalname),
        contentType: sniffed.contentType,
        bytes: original.body.length,
        sha256,
        width: size.width,
        height: size.height,
        altText: input.altText ?? null,
        title: input.title ?? null,
        path: mediaPathOf(sha256, original.name),
        variants,
        createdBy: actingUserId(ctx),
      });
      if (created) {
        await this.audit.record(ctx, {
          action: 'content.media.upload',
          entityType: 'media_asset',
          entityId: row.id,
          after: { fileName: row.fileName, contentType: row.contentType, bytes: row.bytes, sha256 },
        });
      }
      return toMediaAssetOutput(row);
    });
  }

  async list(query: ListMediaQuery): Promise<MediaAssetListOutput> {
    const filter = { folderId: query.folderId, q: query.q?.trim() || undefined, kind: query.kind };
    const [rows, total] = await Promise.all([
      this.repository.list(filter, (query.page - 1) * MEDIA_PAGE_SIZE, MEDIA_PAGE_SIZE),
      this.repository.total(filter),
    ]);
    return {
      items: rows.map(toMediaAssetOutput),
      total,
      page: query.page,
      pageCount: Math.max(1, Math.ceil(total / MEDIA_PAGE_SIZE)),
    };
  }

  async get(id: number): Promise<MediaAssetDetailOutput> {
    const row = await this.repository.byId(id);
    if (!row) throw notFound('Diese Datei gibt es nicht.');
    const usages = await this.repository.usagesWithLabels(id);
    return { ...toMediaAssetOutput(row), usages: usages.map(usageOutput) };
  }

  async update(ctx: RequestContext, id: number, input: UpdateMediaInput): Promise<MediaAssetDetailOutput> {
    await this.requireFolder(input.folderId);
    const row = await this.repository.update(id, {
      altText: input.altText,
      title: input.title,
      folderId: input.folderId,
    });
    if (!row) throw notFound('Diese Datei gibt es nicht.');
    return this.get(row.id);
  }

  /** Deletes an unused asset and then its files; 409 MEDIA_IN_USE while a page, article or block uses it. */
  async delete(ctx: RequestContext, id: number): Promise<void> {
    const deleted = await this.runner.transaction(async () => {
      const row = await this.repository.deleteUnused(id);
      if (!row) {
        if (!(await this.repository.byId(id))) throw notFound('Diese Datei gibt es nicht.');
        throw new AppException(
          HttpStatus.CONFLICT,
          'MEDIA_IN_USE',
          'Diese Datei wird noch verwendet und kann nicht gelöscht werden. Entfernen Sie sie zuerst von den genannten Stellen.',
        );
      }
      await this.audit.record(ctx, {
        action: 'content.media.delete',
        entityType: 'media_asset',
        entityId: row.id,
        before: { fileName: row.fileName, contentType: row.contentType, sha256: row.sha256 },
      });
      return row;
    });
    const names = [deleted.path, ...deleted.variants.map((v) => v.path)].map(
      (path) => path.split('/').pop() ?? '',
    );
    for (const name of names) {
      await this.storage.delete(mediaKey(deleted.sha256, name)).catch((error: unknown) => {
        // The row is gone, so nothing links the file any more; a left-over file is only space.
        this.logger.warn({ err: error, sha256: deleted.sha256 }, 'media file not deleted');
      });
    }
  }
}
