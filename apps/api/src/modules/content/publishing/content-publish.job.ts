import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../../core/jobs/job-queue.service.js';
import { CmsNewsService } from '../news/cms-news.service.js';
import { CmsPagesService } from '../pages/cms-pages.service.js';
import { CONTENT_PUBLISH_JOB, type ContentPublishJobData } from './content-publish.job-name.js';

/**
 * Scheduled publishing. Scheduling sends a `content.publish` job for the page's or article's time, which
 * publishes it if it is still scheduled and due (so a job sent twice, late, or for a cancelled schedule does no
 * harm); a sweep every minute publishes everything due, catching a job that was never sent (the queue off in
 * the process that scheduled).
 */
@Injectable()
export class ContentPublishJob implements OnModuleInit {
  private readonly logger = new Logger(ContentPublishJob.name);

  constructor(
    private readonly jobs: JobQueue,
    private readonly pages: CmsPagesService,
    private readonly news: CmsNewsService,
  ) {}

  onModuleInit(): void {
    this.jobs.register({
      name: CONTENT_PUBLISH_JOB,
      handler: async (data) => {
        await this.publishDue(new Date(), data);
      },
      schedule: { cron: '* * * * *' },
      retry: { limit: 3, delaySeconds: 30, backoff: true },
    });
  }

  /**
   * Publishes what is due at `now`: the one page or article a scheduling sent the job for, or (the minute's
   * sweep, no data) everything. `now` lets tests move the clock.
   */
  async publishDue(
    now = new Date(),
    only: ContentPublishJobData = {},
  ): Promise<{ pages: number[]; news: number[] }> {
    const sweep = only.id === undefined;
    const pages = sweep || only.entity === 'page' ? await this.pages.publishDue(now, only.id) : [];
    const news = sweep || only.entity === 'news' ? await this.news.publishDue(now, only.id) : [];
    if (pages.length + news.length > 0) {
      this.logger.log(
        `scheduled content published: pages ${pages.join(', ') || '–'}, news ${news.join(', ') || '–'}`,
      );
    }
    return { pages, news };
  }
}
