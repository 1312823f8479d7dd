import { HttpStatus, Injectable } from '@nestjs/common';
import { AuditLog } from '../../../core/audit/audit-log.service.js';
import type { RequestContext } from '../../../core/context/request-context.js';
import { TransactionRunner } from '../../../core/database/transaction-runner.js';
import { AppException } from '../../../core/http/error-response.js';
import { notFound } from '../../../core/http/not-found.js';
import type { CreateMediaFolderInput } from './dto/create-media-folder.input.js';
import type { MediaFolderListOutput, MediaFolderOutput } from './dto/media-folder.output.js';
import { MediaRepository } from './media.repository.js';

function fieldError(field: string, message: string): AppException {
  return new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, [
    { field, messages: [message] },
  ]);
}

/** Folders of the media library: listed, created, deleted when empty. */
@Injectable()
export class MediaFoldersService {
  constructor(
    private readonly repository: MediaRepository,
    private readonly runner: TransactionRunner,
    private readonly audit: AuditLog,
  ) {}

  async list(): Promise<MediaFolderListOutput> {
    const rows = await this.repository.folders();
    return { items: rows.map(({ id, parentId, name, assetCount }) => ({ id, parentId, name, assetCount })) };
  }

  async create(ctx: RequestContext, input: CreateMediaFolderInput): Promise<MediaFolderOutput> {
    const parentId = input.parentId ?? null;
    if (parentId !== null && !(await this.repository.folderById(parentId))) {
      throw fieldError('parentId', 'Diesen Ordner gibt es nicht.');
    }
    return this.runner.transaction(async () => {
      const row = await this.repository.insertFolder(parentId, input.name);
      if (!row) throw fieldError('name', 'Einen Ordner dieses Namens gibt es hier schon.');
      await this.audit.record(ctx, {
        action: 'content.media.folder.create',
        entityType: 'media_folder',
        entityId: row.id,
        after: { name: row.name, parentId },
      });
      return { id: row.id, parentId: row.parentId, name: row.name, assetCount: 0 };
    });
  }

  async delete(ctx: RequestContext, id: number): Promise<void> {
    await this.runner.transaction(async () => {
      const row = await this.repository.deleteEmptyFolder(id);
      if (!row) {
        if (!(await this.repository.folderById(id))) throw notFound('Diesen Ordner gibt es nicht.');
        throw new AppException(
          HttpStatus.CONFLICT,
          'FOLDER_NOT_EMPTY',
          'Der Ordner ist nicht leer. Verschieben oder löschen Sie zuerst seine Dateien und Unterordner.',
        );
      }
      await this.audit.record(ctx, {
        action: 'content.media.folder.delete',
        entityType: 'media_folder',
        entityId: row.id,
        before: { name: row.name },
      });
    });
  }
}
