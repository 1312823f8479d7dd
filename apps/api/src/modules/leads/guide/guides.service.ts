import { Injectable } from '@nestjs/common';
import { CacheService } from '../../../core/cache/cache.service.js';
import { databaseIdPipe } from '../../../core/http/database-id.pipe.js';
import { notFound } from '../../../core/http/not-found.js';
import type { GuideOutput } from './dto/guide.output.js';
import type { StoredGuide } from './guide.types.js';
import { GuidesRepository } from './guides.repository.js';

/** Guides change only with a release's seed; an hour keeps a changed text from lingering long. */
export const GUIDE_CACHE_TTL_SECONDS = 3600;
const GUIDE_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_GUIDE_KEY_LENGTH = 64;

export const unknownGuide = () => notFound('Diesen Ratgeber gibt es nicht.', 'guide');

/** A path's `{guideId}`: anything but a guide's id is the same 404 as an unknown one. */
export const GUIDE_ID_PIPE = databaseIdPipe(unknownGuide);

/** The guides as stored (guide, guide_step, guide_input), cached. */
@Injectable()
export class GuidesService {
  constructor(
    private readonly repository: GuidesRepository,
    private readonly cache: CacheService,
  ) {}

  /** GET /api/leads/guide/{guideKey}: a malformed key names no guide, as an unknown one. */
  async byKey(key: string): Promise<GuideOutput> {
    if (key.length > MAX_GUIDE_KEY_LENGTH || !GUIDE_KEY_PATTERN.test(key)) throw unknownGuide();
    const guide = await this.stored(`leads:guide:key:${key}`, () => this.repository.guideByKey(key));
    return toGuideOutput(guide);
  }

  /** The stored guide of a compare or lead call; unknown → 404. */
  byId(id: number): Promise<StoredGuide> {
    return this.stored(`leads:guide:id:${id}`, () => this.repository.guideById(id));
  }

  private async stored(key: string, load: () => Promise<StoredGuide | undefined>): Promise<StoredGuide> {
    const cached = await this.cache.get<StoredGuide>(key);
    if (cached) return cached;
    // Only found guides are cached; a miss costs one indexed query.
    const guide = await load();
    if (!guide) throw unknownGuide();
    await this.cache.set(key, guide, GUIDE_CACHE_TTL_SECONDS);
    return guide;
  }
}

function toGuideOutput(guide: StoredGuide): GuideOutput {
  return {
    Id: guide.id,
    Key: guide.key,
    Title: guide.title,
    Steps: guide.steps.map((step) => ({
      Id: step.id,
      OrderWeight: step.orderWeight,
      Title: step.title,
      Inputs: step.inputs.map((input) => ({
        Key: input.key,
        Type: input.type,
        Label: input.label,
        HelpText: input.helpText,
        Unit: input.unit,
        Min: input.min,
        Max: input.max,
        Options: input.options?.map((option) => ({ Value: option.value, Label: option.label })) ?? null,
      })),
    })),
  };
}
