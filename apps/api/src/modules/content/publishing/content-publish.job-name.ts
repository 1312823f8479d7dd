import type { RevisedEntity } from '@fuel/domain/content';

/** Publishes scheduled pages and articles whose time has come. */
export const CONTENT_PUBLISH_JOB = 'content.publish';

/** The page or article a scheduling sent the job for; none: the sweep of everything due. */
export interface ContentPublishJobData {
  readonly entity?: RevisedEntity;
  readonly id?: number;
}

declare module '../../../core/jobs/job-definition.type.js' {
  interface JobDataMap {
    [CONTENT_PUBLISH_JOB]: ContentPublishJobData;
  }
}
